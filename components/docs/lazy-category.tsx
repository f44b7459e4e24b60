'use client';
import { useState, type ReactNode, type SyntheticEvent } from 'react';
import type { SidebarId } from '@/lib/content/loader';
import type { ResolvedItem } from '@/lib/sidebar/types';
import { LoadError, Spinner } from '../mdx/lazy-states';
import { SidebarTree } from './sidebar-tree';

let sidebarData: Promise<Record<SidebarId, ResolvedItem[]>> | null = null;

/** The resolved sidebars, fetched once (a few KB) the first time a reader opens or points at a category. */
function loadSidebarData() {
  sidebarData ??= fetch('/sidebar-data.json').then((r) => {
    if (!r.ok) throw new Error(`HTTP ${r.status}`);
    return r.json();
  });
  sidebarData.catch(() => (sidebarData = null));
  return sidebarData;
}

function itemsAt(items: ResolvedItem[], path: number[]): ResolvedItem[] {
  const node = path.reduce<ResolvedItem | undefined>((current, i) => (current === undefined ? items[i] : current.type === 'category' ? current.items[i] : undefined), undefined);
  return node?.type === 'category' ? node.items : [];
}

/** A collapsed sidebar category whose items are rendered the first time it is opened. */
export function LazyCategory({ summary, sidebarId, path, route, level }: { summary: ReactNode; sidebarId: SidebarId; path: number[]; route: string; level: number }) {
  const [items, setItems] = useState<ResolvedItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () =>
    loadSidebarData()
      .then((data) => setItems(itemsAt(data[sidebarId], path)))
      .catch((e: Error) => setError(e.message));
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open && !items) void load();
  };
  return (
    <details className="menu-category" onToggle={onToggle}>
      <summary className="menu-category-label" onPointerEnter={() => void loadSidebarData().catch(() => {})}>
        {summary}
      </summary>
      {items ? (
        <SidebarTree items={items} route={route} sidebarId={sidebarId} path={path} level={level + 1} />
      ) : error ? (
        <LoadError what="menu" message={error} onRetry={() => { setError(null); void load(); }} />
      ) : (
        <Spinner label="Loading menu" />
      )}
    </details>
  );
}
