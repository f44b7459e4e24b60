'use client';
import { ThemeProvider as NextThemes } from 'next-themes';
import type { ReactNode } from 'react';

/** Light by default, follows the system until the reader picks a mode, stored under localStorage 'theme'. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemes attribute="data-theme" defaultTheme="system" enableSystem storageKey="theme" disableTransitionOnChange>
      {children}
    </NextThemes>
  );
}
