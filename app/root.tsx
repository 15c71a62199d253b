import { cssBundleHref } from '@remix-run/css-bundle';
import type { LinksFunction } from '@remix-run/node';
import { Links, LiveReload, Meta, Outlet, Scripts, ScrollRestoration } from '@remix-run/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { localeConfig, siteConfig } from './config/site';
import { I18nProvider } from './i18n/I18nProvider';
import { themeScript } from './lib/theme-script.server';
import { usePageLang } from './lib/use-page-lang';
import './styles/tokens.css';
import './styles/base.css';
import './styles/prose.css';
import './styles/highlight.css';

export const links: LinksFunction = () => [
  { rel: 'icon', href: typeof siteConfig.logo === 'string' ? siteConfig.logo : siteConfig.logo.light },
  ...(cssBundleHref ? [{ rel: 'stylesheet', href: cssBundleHref }] : []),
];

// The script runs from the prerendered HTML, before hydration. The browser
// bundle has no use for its source (a .server module is left out of it), and
// hydration keeps the script element the server wrote.
const THEME_SCRIPT = typeof document === 'undefined' ? themeScript() : '';

// `npm run dev` only: content updates and problems in the page. The condition
// is constant in a production build, so the overlay's code is left out of it.
const DevOverlay =
  process.env.NODE_ENV === 'development'
    ? lazy(() => import('./components/DevOverlay/DevOverlay'))
    : undefined;

/** The document shell: `<html lang>` follows the page's language, the theme is applied before paint. */
export function Layout({ children }: { children: ReactNode }) {
  const lang = usePageLang();
  return (
    <html lang={localeConfig(lang).htmlLang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider lang={lang}>{children}</I18nProvider>
        {DevOverlay && (
          <Suspense fallback={null}>
            <DevOverlay />
          </Suspense>
        )}
        <ScrollRestoration />
        <Scripts />
        <LiveReload />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
