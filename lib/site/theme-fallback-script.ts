/**
 * Runs right after next-themes' own script, which sets nothing when localStorage throws (storage blocked): the
 * page then follows the system mode from its first paint, as next-themes would once the app has started, which
 * may be only at the reader's first input (lib/next-export/post-export.ts).
 */
export const themeFallbackScript = `(function(){var d=document.documentElement;if(d.hasAttribute("data-theme"))return;var m=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";d.setAttribute("data-theme",m);d.style.colorScheme=m})()`;
