import { onEachPage, whenLoadedAndIdle } from '@/lib/browser/page-events';
import { FRAGMENT_ATTRIBUTE } from '@/lib/site/fragment';

// Lays out once, when the page is idle, the blocks that wait for the viewport (lazy-layout.ts). A page opened at a
// #fragment is laid out whole already.
onEachPage(() => {
  if (!document.documentElement.hasAttribute(FRAGMENT_ATTRIBUTE))
    whenLoadedAndIdle(() => import('./lazy-layout').then((layout) => layout.layOutPage()));
});
