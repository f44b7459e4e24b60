/*
 * The page's own script: every control's behaviour, from delegated listeners on the document, so that each answers
 * the first tap from the page's HTML with no framework on the page. Bundled by lib/public-assets/bundle-behaviors.mjs and
 * loaded by app/layout.tsx as a module (run once the HTML is parsed). Each behaviour sits next to its component.
 */
import { replayEarlyInput } from '@/lib/browser/early-input';
import { keepEventsDuringHydration } from '@/lib/browser/hydration-guard';
import { answerTapsOnTouchEnd } from '@/lib/browser/touch-tap';
import './layout/theme-toggle.behavior';
import './layout/mobile-menu.behavior';
import './layout/announcement-bar.behavior';
import './search/search-button.behavior';
import './docs/sidebar-tree.behavior';
import './docs/toc.behavior';
import './docs/doc-page.behavior';
import './docs/pagination.behavior';
import './docs/zoom-images.behavior';
import './mdx/copy-button.behavior';
import './mdx/code-card.behavior';
import './mdx/tabs.behavior';
import './mdx/details.behavior';
import './mdx/card-filter.behavior';
import './mdx/mermaid.behavior';

// No tap or key meant for these controls is dropped by React while it hydrates (lib/browser/hydration-guard.ts).
keepEventsDuringHydration();

// The navbar's controls, the first a reader taps, answer a touch as the finger lifts (lib/browser/touch-tap.ts).
answerTapsOnTouchEnd('.navbar-toggle, .search-button, .theme-toggle');

// Last, once every behaviour listens: the taps and shortcuts that came before this script ran.
replayEarlyInput();
