import { closestTarget } from '@/lib/browser/page-events';

/**
 * A Dagster name in a code block that links to the reference (lib/api/python-refs.mjs) shows a card with its call
 * form and summary on mouse hover, keyboard focus or a long press. The card's code (code-card.ts) loads at the first
 * of these on a code link, so the page script only passes those events on.
 */
const pass = (event: Event) => closestTarget(event, '.code-ref') && import('./code-card').then((card) => card.on(event));
// A touch starts with pointerover too (pointerType touch): the card module times a long press from it.
document.addEventListener('pointerover', pass);
document.addEventListener('focusin', pass);
