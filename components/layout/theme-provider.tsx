'use client';
import { ThemeProvider as NextThemes } from 'next-themes';
import type { ReactNode } from 'react';
import { modeInWindowName } from '@/lib/browser/theme-fallback-script';

/** The mode this tab was given when localStorage cannot keep one (null where it can, or on the server). */
function tabMode() {
  if (typeof window === 'undefined') return null;
  try {
    localStorage.getItem('theme');
    return null;
  } catch {
    return modeInWindowName();
  }
}

/**
 * Light by default, follows the system until the reader picks a mode, stored under localStorage 'theme'.
 * Without `disableTransitionOnChange`: next-themes applies it at every mount too, inserting and removing a
 * stylesheet and forcing a style recalculation of the whole page during hydration (costly on long API pages).
 * The only colour transition is a card's border, which may fade when the mode changes.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    // Where storage fails, next-themes would start from 'system' and undo a mode picked in this tab.
    <NextThemes attribute="data-theme" defaultTheme={tabMode() ?? 'system'} enableSystem storageKey="theme">
      {children}
    </NextThemes>
  );
}
