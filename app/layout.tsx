import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { AnnouncementBar } from '@/components/layout/announcement-bar';
import { AppEvents } from '@/components/layout/app-events';
import { Footer } from '@/components/layout/footer';
import { LinkNavigation } from '@/components/layout/link-navigation';
import { ProgressBar } from '@/components/layout/progress-bar';
import { ThemeProvider } from '@/components/layout/theme-provider';
import { BEHAVIORS_URL } from '@/lib/site/script-urls.mjs';
import { announcementScript } from '@/lib/browser/announcement';
import { site } from '@/lib/site/config';
import { fragmentScript } from '@/lib/site/fragment';
import { earlyInputScript } from '@/lib/browser/early-input';
import { normalizeUrlScript } from '@/lib/browser/normalize-url-script';
import { themeFallbackScript } from '@/lib/browser/theme-fallback-script';
import './styles.css';
import { colours } from './tokens';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.title, template: `%s ${site.titleDelimiter} ${site.title}` },
  description: site.tagline,
  icons: { icon: '/img/favicon.svg' },
  openGraph: { images: [site.shareImage], siteName: site.title },
  twitter: { card: 'summary_large_image', images: [site.shareImage] },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: colours.light.bg },
    { media: '(prefers-color-scheme: dark)', color: colours.dark.bg },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: `${normalizeUrlScript};${fragmentScript};${earlyInputScript()}` }} />
        <script dangerouslySetInnerHTML={{ __html: announcementScript() }} />
        {/* Every control's behaviour, from the page's HTML alone (components/behaviors.ts). */}
        <script type="module" src={BEHAVIORS_URL} />
      </head>
      <body>
        <ThemeProvider>
          <script dangerouslySetInnerHTML={{ __html: themeFallbackScript() }} />
          <a className="skip-link" href="#main">
            Skip to main content
          </a>
          <AnnouncementBar />
          {children}
          <Footer />
          <LinkNavigation />
          <AppEvents />
          <Suspense>
            <ProgressBar />
          </Suspense>
        </ThemeProvider>
      </body>
    </html>
  );
}
