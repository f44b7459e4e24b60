/**
 * Shown on the home page when it is served under a path the site was not built for (for example
 * /docs/ instead of /): the assets then fail to load, so a script in the HTML itself reveals it.
 */
export function BaseUrlBanner() {
  const script = `(function(){var p=location.pathname;if(p!=='/'&&p!=='/index'&&p!=='/index.html'){var b=document.getElementById('base-url-issue-banner');if(b){b.hidden=false;b.querySelector('[data-path]').textContent=p}}})()`;
  return (
    <>
      <div id="base-url-issue-banner" className="base-url-banner" role="alert" hidden>
        <p>
          <strong>This site did not load properly.</strong>
        </p>
        <p>
          The page is served at <code data-path="" />, but the site was built for the base URL <code>/</code>. Its styles and scripts are
          requested from the wrong place. Serve the site at the root of its domain, or rebuild it for the path it is served under.
        </p>
      </div>
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}
