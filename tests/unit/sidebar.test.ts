import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { getContentIndex } from '../../lib/content/content-index';
import { breadcrumbs, flattenSidebar, prevNext } from '../../lib/sidebar/navigation';
import { resolveSidebars } from '../../lib/sidebar/resolve';
import { itemsAt, sidebarHtml } from '../../lib/sidebar/html';
import type { ResolvedItem, Sidebars } from '../../lib/sidebar/types';

const contentIndex = getContentIndex(path.resolve('tests/fixtures/content'));

const sidebars: Sidebars = {
  docs: [
    { type: 'doc', route: '/' },
    {
      type: 'category',
      label: 'Guides',
      link: '/guides',
      items: [
        { type: 'doc', route: '/guides/first' },
        { type: 'doc', route: '/guides/secret' },
        { type: 'link', label: 'Elsewhere', href: 'https://example.com' },
      ],
    },
  ],
  integrations: [],
  dagsterPlus: [],
  api: [{ type: 'category', label: 'Reference', collapsible: false, items: [{ type: 'doc', route: '/api/assets', label: 'Assets API' }] }],
};

test('labels come from sidebar_label, then title; explicit labels win', () => {
  const resolved = resolveSidebars(sidebars, contentIndex);
  const guides = resolved.docs[1];
  assert.equal(guides.type, 'category');
  if (guides.type !== 'category') return;
  assert.equal(guides.href, '/guides');
  assert.deepEqual(
    guides.items.map((i) => i.label),
    ['First', 'Secret guide', 'Elsewhere'],
  );
  assert.equal(resolved.api[0].type === 'category' && resolved.api[0].items[0].label, 'Assets API');
  assert.equal(resolved.api[0].type === 'category' && resolved.api[0].collapsible, false);
});

test('a sidebar entry naming a missing page fails, naming the route', () => {
  const broken: Sidebars = { ...sidebars, integrations: [{ type: 'doc', route: '/integrations/nope' }] };
  assert.throws(() => resolveSidebars(broken, contentIndex), /integrations: \/integrations\/nope/);
});

test('a category may not link to an unlisted page', () => {
  const linked: Sidebars = {
    ...sidebars,
    integrations: [{ type: 'category', label: 'Hidden', link: '/guides/secret', items: [{ type: 'doc', route: '/guides/first' }] }],
  };
  assert.throws(() => resolveSidebars(linked, contentIndex), /Hidden \(category link to an unlisted page\): \/guides\/secret/);
});

test('prev/next skip unlisted pages and external links', () => {
  const resolved = resolveSidebars(sidebars, contentIndex).docs;
  assert.deepEqual(
    flattenSidebar(resolved).map((l) => l.href),
    ['/', '/guides', '/guides/first'],
  );
  assert.deepEqual(prevNext(resolved, '/guides/first'), { prev: { href: '/guides', label: 'Guides' }, next: undefined });
  assert.deepEqual(prevNext(resolved, '/guides/secret'), {});
});

test('breadcrumbs are the category trail', () => {
  const resolved = resolveSidebars(sidebars, contentIndex).docs;
  assert.deepEqual(breadcrumbs(resolved, '/guides/first'), [{ href: '/guides', label: 'Guides' }]);
  assert.deepEqual(breadcrumbs(resolved, '/'), []);
  assert.equal(breadcrumbs(resolved, '/nowhere'), null);
});

test('the site sidebars resolve against the real content', async () => {
  const { sidebars: site } = await import('../../content/sidebars');
  const resolved = resolveSidebars(site, getContentIndex());
  assert.ok(flattenSidebar(resolved.docs).some((l) => l.href === '/concepts/assets/thinking-in-assets'));
  assert.ok(flattenSidebar(resolved.integrations).length >= 51);
});

test('the sidebar HTML marks the current page, opens its categories, leaves collapsed ones to load, and escapes labels', () => {
  const items: ResolvedItem[] = [
    { type: 'doc', href: '/a', label: 'A & <B>', unlisted: false },
    { type: 'doc', href: '/hidden', label: 'Hidden', unlisted: true },
    {
      type: 'category',
      label: 'Open',
      href: '/open',
      collapsed: true,
      collapsible: true,
      unlisted: false,
      items: [{ type: 'doc', href: '/open/x', label: 'X', unlisted: false }],
    },
    {
      type: 'category',
      label: 'Closed',
      collapsed: true,
      collapsible: true,
      unlisted: false,
      items: [{ type: 'doc', href: '/closed/y', label: 'Y', unlisted: false }],
    },
    { type: 'link', href: 'https://example.com', label: 'Out' },
  ];
  const html = sidebarHtml(items, '/open/x', 'docs');
  assert.match(html, /<a class="menu-link" href="\/a">A &amp; &lt;B&gt;<\/a>/);
  assert.ok(!html.includes('/hidden'), 'unlisted pages are left out');
  // A category's landing-page link sits beside its <details>, not in the <summary> (one control inside another),
  // and the summary, the toggle, is named by a hidden copy of the label; a category without a page keeps its label in the summary.
  assert.match(
    html,
    /<li class="menu-item"><a class="menu-link menu-link--category" href="\/open">Open<\/a><details class="menu-category" open=""><summary class="menu-category-label"><span class="sr-only">Open<\/span><\/summary>/,
  );
  assert.ok(!/<summary[^>]*>(?:(?!<\/summary>).)*<a /.test(html), 'no link inside a summary');
  assert.match(html, /<summary class="menu-category-label"><span class="menu-link menu-link--category">Closed<\/span><\/summary>/);
  assert.match(html, /<a class="menu-link menu-link--active" href="\/open\/x" aria-current="page">X<\/a>/);
  assert.match(html, /<details class="menu-category" data-lazy-sidebar="docs" data-sidebar-path="3" data-level="1">/);
  assert.ok(!html.includes('/closed/y'), 'a collapsed category holds no items until opened');
  assert.match(html, /href="https:\/\/example.com" target="_blank" rel="noreferrer noopener">Out/);
  // What the browser renders when the collapsed category opens.
  assert.match(
    sidebarHtml(itemsAt(items, [3]), '/open/x', 'docs', [3], 2),
    /^<ul class="menu-list menu-list--level-2"><li class="menu-item"><a class="menu-link" href="\/closed\/y">Y<\/a><\/li><\/ul>$/,
  );
  assert.ok(
    sidebarHtml(items, '/hidden', 'docs').includes('menu-link--active" href="/hidden"'),
    'an unlisted page shows when it is the current page',
  );
});
