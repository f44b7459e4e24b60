/**
 * Where the tab keeps the colour mode when localStorage fails (privacy modes, embedded views): the window's name,
 * which lives as long as the tab and goes with it through every page load, and is not a storage API. The theme
 * toggle writes it only when it cannot store the mode (components/layout/theme-toggle.behavior.ts).
 */
export const WINDOW_NAME_THEME = 'dagster-docs-theme:';

/** The mode the window's name carries, if any. */
export const modeInWindowName = (): 'light' | 'dark' | null =>
  window.name.startsWith(WINDOW_NAME_THEME) ? (window.name.slice(WINDOW_NAME_THEME.length) === 'dark' ? 'dark' : 'light') : null;

/**
 * Runs right after next-themes' own script, which sets nothing when localStorage throws (storage blocked): the
 * page then takes the mode this tab was given (the window's name), else it follows the system mode from its first
 * paint, as next-themes would once the app has started, which may be only at the reader's first input
 * (lib/next-export/post-export.ts).
 */
export const themeFallbackScript = () =>
  `(function(){var d=document.documentElement;if(d.hasAttribute("data-theme"))return;var n=window.name,p=${JSON.stringify(WINDOW_NAME_THEME)},m=n.indexOf(p)===0?(n.slice(p.length)==="dark"?"dark":"light"):matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";d.setAttribute("data-theme",m);d.style.colorScheme=m})()`;
