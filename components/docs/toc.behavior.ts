import { closestTarget } from '@/lib/browser/page-events';

/*
 * The narrow-screen "On this page" block (toc.tsx) gets the wide-screen TOC's list as it opens, so the HTML holds
 * the list once and a page carries one copy of it until a reader asks for the other.
 */

function copyToc() {
  const list = document.querySelector('.doc-toc .toc > ul');
  const inline = document.querySelector('nav.toc--inline');
  if (list && inline && !inline.firstElementChild) inline.append(list.cloneNode(true));
}

// Within the tap on the block's summary, before the block opens, so that its first frame shows the entries; and on
// any other opening (find in page, a script).
document.addEventListener('click', (event) => closestTarget(event, '.toc-collapsible > summary') && copyToc(), true);
document.addEventListener('toggle', (event) => (event.target as Element).matches?.('.toc-collapsible[open]') && copyToc(), true);
