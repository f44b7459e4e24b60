import type { Metadata } from 'next';
import { DocRoute } from '@/components/docs/doc-route';
import { getDoc, getSiteContentIndex } from '@/lib/content/content-index';
import { buildMetadata } from '@/lib/page-data/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return getSiteContentIndex()
    .docs.filter((doc) => doc.slug.length > 0)
    .map((doc) => ({ slug: doc.slug }));
}

type Props = { params: Promise<{ slug: string[] }> };

const routeOf = (slug: string[]) => '/' + slug.map(decodeURIComponent).join('/');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return buildMetadata(getDoc(routeOf(slug))!);
}

export default async function Page({ params }: Props) {
  const { slug } = await params;
  return <DocRoute route={routeOf(slug)} />;
}
