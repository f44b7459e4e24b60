/**
 * Runs in <head> before the app boots: on a host without redirects (S3, GitHub Pages, Netlify, nginx
 * with try_files), `/x.html`, `/x/index.html` and `/x/` still load the page; this puts the bare path in
 * the address bar before the router reads it, so the router's path, the sidebar's active item and
 * the TOC match the page on any host. The rules are those of normalizeRoute in lib/files/routes.ts.
 */
export const normalizeUrlScript = `(function(){var l=location,p=l.pathname,b=p.replace(/\\/index\\.html$/,'').replace(/\\.html$/,'');if(b.length>1)b=b.replace(/\\/+$/,'');if(!b)b='/';if(b!==p)history.replaceState(history.state,'',b+l.search+l.hash)})()`;
