import { data as withStatus, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, useLoaderData, useLocation, useRouteError } from '@remix-run/react';
import { useEffect } from 'react';
import { PageShell } from '~/components/Layout/PageShell';
import { pageMeta } from '~/lib/meta';
import { getNotFoundData, getPageData } from '~/lib/page-data.server';
import { reloadOnce } from '~/lib/reload-once';
import { basePath, stripBase } from '~/lib/base-path';
import { defaultLangRedirectScript } from '~/lib/default-lang-redirect.server';
import { dedupeLangPrefix, withoutDefaultLangPrefix } from '~/lib/routes';
import type { NotFoundData, PageData, SiteData } from '~/lib/types';
import { usePageRoute } from '~/lib/use-page-lang';

/** Every page of the site, in both languages, is this one route. */
export function loader({ request }: LoaderFunctionArgs) {
  const base = basePath();
  const url = new URL(request.url);
  const pathname = stripBase(url.pathname, base);
  const deduped = dedupeLangPrefix(pathname);
  if (deduped) throw redirect(`${base}${deduped}`);
  // `/en/...` is the page without the prefix (the browser keeps the hash).
  const unprefixed = withoutDefaultLangPrefix(pathname);
  if (unprefixed) throw redirect(`${base}${unprefixed}${url.search}`);
  const page = getPageData(pathname);
  if (!page) throw withStatus(getNotFoundData(pathname), { status: 404 });
  return page;
}

/** The 404 answer of the loader, when that is what `error` is. */
function notFoundOf(error: unknown): NotFoundData | undefined {
  const data: unknown = isRouteErrorResponse(error) && error.status === 404 ? error.data : undefined;
  return (data as NotFoundData | undefined)?.kind === 'notFound' ? (data as NotFoundData) : undefined;
}

export const meta: MetaFunction = ({ data, error, location, matches }) => {
  const site = matches.find((m) => m.id === 'root')?.data as SiteData | undefined;
  const page = (data ?? notFoundOf(error)) as PageData | NotFoundData | undefined;
  return page && site ? pageMeta(page, site, location.search) : [{ title: '404 - Rslib' }];
};

export default function Page() {
  return <PageShell data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { lang, version } = usePageRoute();
  const { pathname } = useLocation();
  const notFound = notFoundOf(error);
  // Anything else that fails in the browser is a client navigation the static
  // host could not answer with route data (a missing page gets 404.html):
  // load the URL as a document instead.
  const needsDocument = !notFound;
  useEffect(() => {
    if (needsDocument && !reloadOnce()) console.error(error);
  }, [needsDocument, error]);
  if (needsDocument) {
    if (typeof document === 'undefined') throw error;
    return null;
  }
  // Written into the prerendered 404.html only (a .server module: the browser
  // bundle has no use for its source); hydration keeps the element the server wrote.
  const redirectScript = typeof document === 'undefined' ? defaultLangRedirectScript(basePath()) : '';
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: redirectScript }} suppressHydrationWarning />
      <PageShell data={{ ...notFound, lang, version, routePath: pathname }} />
    </>
  );
}
