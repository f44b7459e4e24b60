'use client';
import { useTheme } from 'next-themes';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { LoadError, Spinner } from './lazy-states';

type State = { status: 'loading' } | { status: 'ready'; svg: string } | { status: 'error'; message: string };

/**
 * A mermaid diagram, rendered in the browser when it comes near the viewport: mermaid itself is fetched
 * only on pages that have one, and only once a reader gets to a diagram.
 */
export function Mermaid({ chart }: { chart: string }) {
  const { resolvedTheme } = useTheme();
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [near, setNear] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '400px 0px' });
    if (box.current) observer.observe(box.current);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!near) return;
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
  }, [chart, resolvedTheme, id, attempt, near]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  if (state.status === 'error') return <LoadError what="diagram" message={state.message} onRetry={retry} />;
  if (state.status === 'loading')
    return (
      <div ref={box} className="mermaid mermaid--pending">
        <Spinner label="Loading diagram" />
      </div>
    );
  return <div className="mermaid" data-theme-rendered={resolvedTheme} dangerouslySetInnerHTML={{ __html: state.svg }} />;
}
