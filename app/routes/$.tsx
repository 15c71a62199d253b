import { data as withStatus, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, useLoaderData, useLocation, useRouteError } from '@remix-run/react';
import { useEffect } from 'react';
import { PageShell } from '~/components/Layout/PageShell';
import { pageMeta } from '~/lib/meta';
import { getNotFoundData } from '~/lib/not-found.server';
import { getPageData } from '~/lib/page-data.server';
import { reloadOnce } from '~/lib/reload-once';
import { basePath, stripBase } from '~/lib/base-path';
import { defaultLangRedirectScript } from '~/lib/default-lang-redirect.server';
import { dedupeLangPrefix, withoutDefaultLangPrefix } from '~/lib/routes';
import type { PageData } from '~/lib/types';
import { usePageLang } from '~/lib/use-page-lang';

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

export const meta: MetaFunction = ({ data, error, location }) => {
  const page = (data ?? (isRouteErrorResponse(error) ? error.data : undefined)) as PageData | undefined;
  return page ? pageMeta(page, location.search) : [{ title: '404 - Rslib' }];
};

export default function Page() {
  // The loader data is a PageData; its recursive render tree is too deep for
  // Remix's serialisation types, so the cast is done by hand.
  return <PageShell data={useLoaderData<unknown>() as PageData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const lang = usePageLang();
  const { pathname } = useLocation();
  const notFound =
    isRouteErrorResponse(error) && error.status === 404 ? (error.data as PageData | undefined) : undefined;
  // Anything else that fails in the browser is a client navigation the static
  // host could not answer with route data (a missing page gets 404.html):
  // load the URL as a document instead.
  const needsDocument = !notFound?.navByLang;
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
      <PageShell data={{ ...notFound, lang, routePath: pathname, nav: notFound.navByLang![lang] }} />
    </>
  );
}
