'use client';
import { useTheme } from 'next-themes';
import { useCallback, useEffect, useId, useState } from 'react';
import { LoadError, Spinner } from './lazy-states';

type State = { status: 'loading' } | { status: 'ready'; svg: string } | { status: 'error'; message: string };

/** A mermaid diagram, rendered in the browser; mermaid itself is fetched only on pages that have one. */
export function Mermaid({ chart }: { chart: string }) {
  const { resolvedTheme } = useTheme();
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    (async () => {
      try {
        const mermaid = (await import('mermaid')).default;
        mermaid.initialize({ startOnLoad: false, theme: resolvedTheme === 'dark' ? 'dark' : 'default', securityLevel: 'strict' });
        const { svg } = await mermaid.render(`mermaid-${id}-${attempt}`, chart);
        if (!cancelled) setState({ status: 'ready', svg });
      } catch (error) {
        if (!cancelled) setState({ status: 'error', message: (error as Error).message });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [chart, resolvedTheme, id, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  if (state.status === 'loading') return <Spinner label="Loading diagram" />;
  if (state.status === 'error') return <LoadError what="diagram" message={state.message} onRetry={retry} />;
  return <div className="mermaid" data-theme-rendered={resolvedTheme} dangerouslySetInnerHTML={{ __html: state.svg }} />;
}
