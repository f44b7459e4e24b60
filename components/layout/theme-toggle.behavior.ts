import { closestTarget, onEachPage } from '@/lib/browser/page-events';
import { WINDOW_NAME_THEME } from '@/lib/browser/theme-fallback-script';

/*
 * Colour mode, from the page's own script: the toggle, the system preference and other tabs. next-themes
 * (components/layout/theme-provider.tsx) set the mode before the first paint and keeps React's view of it once
 * the app runs; it learns of a toggle here from the same `storage` event another tab would send.
 */

const STORAGE_KEY = 'theme';
const root = document.documentElement;
const systemDark = matchMedia('(prefers-color-scheme: dark)');

type Mode = 'light' | 'dark';

function storedTheme(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch (error) {
    console.warn('theme: storage unavailable', error);
    return null;
  }
}

/** 'light' or 'dark' as stored; anything else ('system', nothing) follows the system. */
const resolve = (stored: string | null): Mode => (stored === 'light' || stored === 'dark' ? stored : systemDark.matches ? 'dark' : 'light');
const currentMode = (): Mode => (root.dataset.theme === 'dark' ? 'dark' : 'light');

function label() {
  const text = `Switch between dark and light mode (currently ${currentMode()} mode)`;
  document.querySelectorAll('.theme-toggle').forEach((button) => {
    button.setAttribute('aria-label', text);
    button.setAttribute('title', text);
  });
}

function apply(mode: Mode) {
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
  label();
}

document.addEventListener('click', (event) => {
  if (!closestTarget(event, '.theme-toggle')) return;
  const next: Mode = currentMode() === 'dark' ? 'light' : 'dark';
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch (error) {
    console.warn('theme: could not store the mode', error);
    // The tab keeps it instead, for the pages it loads next (lib/browser/theme-fallback-script.ts).
    window.name = WINDOW_NAME_THEME + next;
  }
  apply(next);
  // Tells next-themes, when the app runs, what another tab's change would: its state follows without a second flip.
  dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY, newValue: next }));
});

// Another tab chose a mode, or cleared storage (key null): follow it. Our own event above is not trusted.
addEventListener('storage', (event) => {
  if (event.isTrusted && (event.key === STORAGE_KEY || event.key === null)) apply(resolve(event.newValue));
});

systemDark.addEventListener('change', () => {
  const stored = storedTheme();
  if (stored !== 'light' && stored !== 'dark') apply(resolve(stored));
});

// A client navigation may bring another navbar.
onEachPage(label);

// A page the browser prerendered set its mode when it loaded: the reader may have chosen another since.
document.addEventListener('prerenderingchange', () => apply(resolve(storedTheme())));
