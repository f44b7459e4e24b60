'use client';
import Link from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection && (connection.saveData || connection.effectiveType?.includes('2g')));
}

const noSubscribe = () => () => {};

/** next/link that skips prefetching the next page's code on 2g or data-saver connections. */
export function SiteLink(props: ComponentProps<typeof Link>) {
  const slow = useSyncExternalStore(noSubscribe, isSlowConnection, () => false);
  return <Link {...props} prefetch={slow ? false : props.prefetch} />;
}
