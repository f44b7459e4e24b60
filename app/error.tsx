'use client';
import { useEffect } from 'react';

function causes(error: unknown): string[] {
  const out: string[] = [];
  let current = (error as { cause?: unknown })?.cause;
  while (current && out.length < 5) {
    out.push(current instanceof Error ? current.message : String(current));
    current = (current as { cause?: unknown }).cause;
  }
  return out;
}

/** The crash screen: the error, its causes, and a button that renders the page again. */
export default function CrashScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => console.error(error), [error]);
  const chain = causes(error);
  return (
    <main className="crash-screen" id="main" role="alert">
      <h1>This page crashed.</h1>
      <p className="crash-message">{error.message}</p>
      {chain.length > 0 && (
        <div className="crash-causes">
          <p>Cause:</p>
          <ul>
            {chain.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of messages, never reordered, which may repeat
              <li key={i}>{c}</li>
            ))}
          </ul>
        </div>
      )}
      <button type="button" className="button button--primary" onClick={() => reset()}>
        Try again
      </button>
    </main>
  );
}
