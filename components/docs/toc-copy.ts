/**
 * Copies the wide-screen TOC's list into the narrow-screen "On this page" block (toc.tsx), so the HTML holds it
 * once. Self-contained: doc-page.tsx also inlines it as a script that runs while the page is parsed.
 */
export function copyToc() {
  const list = document.querySelector('.doc-toc .toc > ul');
  const inline = document.querySelector('nav.toc--inline');
  if (list && inline && !inline.firstElementChild) inline.append(list.cloneNode(true));
}

export const copyTocScript = `(${copyToc.toString()})()`;
