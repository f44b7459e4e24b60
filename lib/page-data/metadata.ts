import type { Metadata } from 'next';
import type { Doc } from '../content/doc';
import { documentTitle, site } from '../site/config';

/** Head tags of a doc page: title with the site-wide delimiter, description, keywords and share image. */
export function buildMetadata(doc: Pick<Doc, 'title' | 'description' | 'keywords' | 'route' | 'unlisted'>): Metadata {
  const title = documentTitle(doc.title);
  return {
    title: { absolute: title },
    description: doc.description,
    keywords: doc.keywords.length ? doc.keywords : undefined,
    alternates: { canonical: doc.route },
    robots: doc.unlisted ? { index: false, follow: false } : undefined,
    openGraph: { title, description: doc.description, url: doc.route, siteName: site.title, type: 'article', images: [site.shareImage] },
    twitter: { card: 'summary_large_image', title, description: doc.description, images: [site.shareImage] },
  };
}
