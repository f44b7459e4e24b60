'use client';
import { ThemeProvider as NextThemes } from 'next-themes';
import type { ReactNode } from 'react';

/**
 * Light by default, follows the system until the reader picks a mode, stored under localStorage 'theme'.
 * Without `disableTransitionOnChange`: next-themes applies it at every mount too, inserting and removing a
 * stylesheet and forcing a style recalculation of the whole page during hydration (costly on long API pages).
 * The only colour transition is a card's border, which may fade when the mode changes.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemes attribute="data-theme" defaultTheme="system" enableSystem storageKey="theme">
      {children}
    </NextThemes>
  );
}
