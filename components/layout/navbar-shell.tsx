'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** The sticky navbar: slides away while scrolling down, comes back when scrolling up. */
export function NavbarShell({ children }: { children: ReactNode }) {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);
  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      const navbarHeight = 60;
      if (y < navbarHeight) setHidden(false);
      else if (Math.abs(y - lastY.current) > 4) setHidden(y > lastY.current);
      lastY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <nav className={`navbar${hidden ? ' navbar--hidden' : ''}`} aria-label="Main">
      {children}
    </nav>
  );
}
