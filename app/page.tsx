import type { Metadata } from 'next';
import { BaseUrlBanner } from '@/components/layout/base-url-banner';
import { DocRoute } from '@/components/docs/doc-route';
import { getDoc } from '@/lib/content/content-index';
import { buildMetadata } from '@/lib/page-data/metadata';

export function generateMetadata(): Metadata {
  return buildMetadata(getDoc('/')!);
}

export default function HomePage() {
  return (
    <>
      <BaseUrlBanner />
      <DocRoute route="/" />
    </>
  );
}
