import { data as withStatus, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react';
import { PageShell } from '~/components/Layout/PageShell';
import { pageMeta } from '~/lib/meta';
import { getNotFoundData } from '~/lib/not-found.server';
import { dedupeLangPrefix } from '~/lib/routes';
import { getPageData } from '~/lib/page-data.server';
import type { PageData } from '~/lib/types';

/** Every page of the site, in both languages, is this one route. */
export function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const deduped = dedupeLangPrefix(pathname);
  if (deduped) throw redirect(deduped);
  const page = getPageData(pathname);
  if (!page) throw withStatus(getNotFoundData(pathname), { status: 404 });
  return page;
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  const page = (data ?? (isRouteErrorResponse(error) ? error.data : undefined)) as PageData | undefined;
  return page ? pageMeta(page) : [{ title: 'Error - Rslib' }];
};

export default function Page() {
  return <PageShell data={useLoaderData<typeof loader>() as PageData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <PageShell data={error.data as PageData} />;
  throw error;
}
