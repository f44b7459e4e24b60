import { Fragment } from 'react';
import { SiteLink } from '../site-link';

/** Renders the small Markdown subset used in API descriptions: `code`, [links](/path) and **bold**. */
export function InlineMarkdown({ text }: { text: string }) {
  const parts = text.split(/(`[^`]+`|\[[^\]]+\]\([^)]+\)|\*\*[^*]+\*\*)/g);
  return (
    <>
      {parts.map((part, i) => {
        if (part.startsWith('`') && part.endsWith('`') && part.length > 1) return <code key={i}>{part.slice(1, -1)}</code>;
        const link = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(part);
        if (link)
          return link[2].startsWith('/') ? (
            <SiteLink key={i} href={link[2]}>{link[1]}</SiteLink>
          ) : (
            <a key={i} href={link[2]} target="_blank" rel="noreferrer noopener">{link[1]}</a>
          );
        if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return <strong key={i}>{part.slice(2, -2)}</strong>;
        return <Fragment key={i}>{part}</Fragment>;
      })}
    </>
  );
}

/** Paragraphs separated by blank lines. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((p, i) => (
        <p key={i}><InlineMarkdown text={p.replace(/\s*\n\s*/g, ' ').trim()} /></p>
      ))}
    </>
  );
}
