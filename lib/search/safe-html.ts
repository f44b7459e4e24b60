import { escapeHtml } from '@/lib/html';

/*
 * Search answers are text, whatever their backend: a hosted index returns records as they were indexed (Algolia does
 * not clean them, so a page that shows HTML in a code sample puts markup in a record), and the embedded engine
 * escapes its own. Everything drawn from an answer goes through here, so that nothing in an index or a query is
 * ever parsed as markup, except the highlight tags the request asked for.
 */

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

/**
 * A highlight or snippet value as safe HTML: its text escaped and only its <mark> and </mark> tags kept. Entities are
 * decoded first, so an escaped value (the embedded engine's) and a raw one (Algolia's) give the same HTML.
 */
export function safeHighlight(value: string): string {
  return value
    .split(/(<\/?mark>)/)
    .map((part) =>
      part === '<mark>' || part === '</mark>' ? part : escapeHtml(part.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e])),
    )
    .join('');
}

/** A hit's URL if it is a site path or an http(s) address; anything else (`javascript:`, `data:`) becomes '#'. */
export function safeUrl(url: string): string {
  return /^(\/(?!\/)|https?:\/\/)/i.test(url) ? url : '#';
}
