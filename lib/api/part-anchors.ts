// Old links into a split module keep working. A link to the overview (`/api/assets#dagster.asset.partitions_def`)
// and a link to a section page whose symbol has since moved to another section (`…/sensors#dagster.run_status_sensor`)
// both reach the section page that has the anchor. `?moved` marks a forwarded load so it is never forwarded twice.

/**
 * The overview's script: an anchor that names no element here (a parameter, `X.p` or `X(p)`) goes to the section
 * page of its nearest enclosing symbol; a symbol's own anchor does too when a section page forwarded it here.
 */
export const OVERVIEW_ANCHOR_SCRIPT =
  '(function(){var r=location.hash.slice(1),h=decodeURIComponent(r),p=h,q,e=h&&document.getElementById(h);if(!h)return;' +
  'if(e){if(e.dataset.part&&location.search=="?moved")location.replace(e.dataset.part+"?moved#"+r);return}' +
  'while((q=p.replace(/[.(][^.(]*$/,""))!==p&&q){p=q;e=document.getElementById(p);if(e&&e.dataset.part){location.replace(e.dataset.part+"?moved#"+r);return}}})()';

/** A section page's script: an anchor it lacks goes to the overview, which knows every symbol's section page. */
export const partAnchorScript = (overview: string): string =>
  `(function(){var l=location,r=l.hash.slice(1);if(l.search=="?moved")history.replaceState(history.state,"",l.pathname+l.hash);` +
  `else if(r&&!document.getElementById(decodeURIComponent(r)))l.replace(${JSON.stringify(`${overview}?moved#`)}+r)})()`;
