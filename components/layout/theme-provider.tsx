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
 * next-themes does the colour mode's work that needs no tap: its script sets the stored mode before the first paint,
 * and once the app runs it keeps React's view of the mode (for any component that reads `useTheme`). The toggle is
 * not a `useTheme` call: it must answer before the framework starts, so the page's script owns it for the page's
 * whole life (theme-toggle.behavior.ts) and tells next-themes through the `storage` event it already listens to.
 * What next-themes cannot do, a mode kept when storage fails, is lib/browser/theme-fallback-script.ts.
 *
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
