import { cssBundleHref } from '@remix-run/css-bundle';
import type { LinksFunction } from '@remix-run/node';
import {
  Links,
  LiveReload,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { localeConfig, siteLogo } from './config/site';
import { I18nProvider } from './i18n/I18nProvider';
import { CSP_CONTENT } from './lib/csp';
import { getSiteData } from './lib/site-data.server';
import { themeScript } from './lib/theme-script.server';
import { usePageRoute } from './lib/use-page-lang';
import './styles/tokens.css';
import './styles/base.css';
import './styles/prose.css';
import './styles/highlight.css';

export const links: LinksFunction = () => [
  { rel: 'icon', href: siteLogo() },
  ...(cssBundleHref ? [{ rel: 'stylesheet', href: cssBundleHref }] : []),
];

/**
 * Site-wide data (navigation of both languages, search, social links, the
 * site's switches), read with `useSiteData()`. It comes with the first page
 * loaded and is not fetched again: each page's `.data` file holds only the
 * page's own data.
 */
export function loader() {
  return getSiteData();
}

/**
 * Never on a navigation: the site data is the same for every page, and a
 * static host's `.data` files do not hold it. Under `npm run dev` a
 * revalidation of the current page (content rebuilt) reloads it too, so a
 * saved `_navigation.yaml` shows in the nav bar.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  process.env.NODE_ENV === 'development' && currentUrl.href === nextUrl.href;

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
  const { lang, version } = usePageRoute();
  return (
    <html lang={localeConfig(lang).htmlLang} data-version={version} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before every script and stylesheet it governs; the prerender fills in the policy (lib/csp.ts). */}
        {process.env.NODE_ENV !== 'development' && (
          <meta httpEquiv="Content-Security-Policy" content={CSP_CONTENT} />
        )}
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
