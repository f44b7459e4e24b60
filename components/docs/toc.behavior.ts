import { onEachPage } from '@/lib/site/page-events';
import { copyToc } from './toc-copy';

// The narrow-screen "On this page" gets the wide-screen list after a client navigation too (at load the inline
// script of doc-page.tsx has done it while the page was parsed).
onEachPage(copyToc);
