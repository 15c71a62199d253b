import { useRouteLoaderData } from '@remix-run/react';
import type { SiteData } from './types';

/**
 * The root loader's site-wide data. The root route never revalidates on a
 * navigation (see `shouldRevalidate` in root.tsx), so this is the data the
 * page was loaded with.
 */
export function useSiteData(): SiteData {
  const data = useRouteLoaderData<SiteData>('root');
  if (!data) throw new Error('useSiteData: the root loader has no data');
  return data;
}
