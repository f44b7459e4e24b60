'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { VIEW_HELD_EVENT } from '@/lib/browser/page-events';

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
    // A scroll that holds the reader's view is not the reader's: it moves the point the next scroll is measured from.
    const onViewHeld = (event: Event) => (lastY.current += (event as CustomEvent<number>).detail);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener(VIEW_HELD_EVENT, onViewHeld);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener(VIEW_HELD_EVENT, onViewHeld);
    };
  }, []);
  return (
    <nav className={`navbar${hidden ? ' navbar--hidden' : ''}`} aria-label="Main">
      {children}
    </nav>
  );
}
