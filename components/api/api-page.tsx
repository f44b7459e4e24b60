import GithubSlugger from 'github-slugger';
import type { ApiPageData, ApiSymbol } from '@/lib/api/symbols';
import { getPageDescriptions, type SymbolDescription } from '@/lib/api/descriptions';
import { formatSignature } from '@/lib/api/signature';
import { highlight } from '@/lib/site/highlight';
import { Paragraphs } from './inline-markdown';

const KIND_LABEL: Record<string, string> = { class: 'class', function: 'function', decorator: 'decorator', constant: 'constant', cli: 'CLI command', method: 'method' };

async function SymbolBlock({ symbol, descriptions, depth }: { symbol: ApiSymbol; descriptions: Record<string, SymbolDescription>; depth: 3 | 4 }) {
  const description = descriptions[symbol.qualname];
  const Heading = depth === 3 ? 'h3' : 'h4';
  const written = !symbol.signature && description?.signature;
  const signature = symbol.signature ?? description?.signature;
  const call = signature ? (symbol.kind === 'decorator' ? `@${signature}` : signature) : null;
  const code = call ? await highlight(formatSignature(call), 'python') : null;
  const example = description?.example ? await highlight(description.example.trimEnd(), 'python') : null;
  const name = symbol.kind === 'cli' && symbol.prog ? symbol.prog : symbol.qualname;
  return (
    <div className={`api-symbol api-symbol--${symbol.kind}`} id={symbol.qualname}>
      <Heading className="api-symbol-name">
        <code>{symbol.kind === 'decorator' ? `@${name}` : name}</code>
        <span className={`badge badge--kind badge--${symbol.kind}`}>{KIND_LABEL[symbol.kind] ?? symbol.kind}</span>
        {symbol.status && <span className={`badge badge--${symbol.status}`}>{symbol.status}</span>}
        <a className="hash-link" href={`#${symbol.qualname}`} aria-label={`Direct link to ${symbol.qualname}`}>#</a>
      </Heading>
      {code && <div className="api-signature" dangerouslySetInnerHTML={{ __html: code }} />}
      {written && <p className="api-signature-note">Call form written for this reference; the generated manifest has no signature for this symbol.</p>}
      {description && (
        <div className="api-description">
          <Paragraphs text={description.summary} />
          {description.details && <Paragraphs text={description.details} />}
        </div>
      )}
      {symbol.params && symbol.params.length > 0 && (
        <div className="api-params">
          <p className="api-params-title">Parameters</p>
          <ul>
            {symbol.params.map((param) => (
              <li key={param}>
                <code>{param}</code>
                {description?.params?.[param] && <> – <Paragraphs text={description.params[param]} /></>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {example && (
        <div className="api-example">
          <p className="api-params-title">Example</p>
          <div className="code-block-pre" dangerouslySetInnerHTML={{ __html: example }} />
        </div>
      )}
      {symbol.members?.map((member) => (
        <SymbolBlock key={member.qualname} symbol={member} descriptions={descriptions} depth={4} />
      ))}
    </div>
  );
}

/** A Python API reference page: sections and symbols from the manifest, with our descriptions. */
export async function ApiPage({ api }: { api: ApiPageData }) {
  const descriptions = getPageDescriptions(api.route);
  const slugger = new GithubSlugger();
  return (
    <>
      {descriptions.intro && <Paragraphs text={descriptions.intro} />}
      {api.sections.map((section) => (
        <section key={section.heading} className="api-section">
          <h2 id={slugger.slug(section.heading)}>{section.heading}</h2>
          {section.symbols.map((symbol) => (
            <SymbolBlock key={symbol.qualname} symbol={symbol} descriptions={descriptions.symbols} depth={3} />
          ))}
        </section>
      ))}
    </>
  );
}
