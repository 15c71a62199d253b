import type { PageData } from '~/lib/types';
import { Content } from '~/components/Content/Content';
import { siteConfig } from '~/config/site';
import { Nav } from '~/components/Nav/Nav';
import { NavigationProgress } from '~/components/Progress/NavigationProgress';
import { ScrollToTop } from '~/components/ScrollToTop/ScrollToTop';
import { DocLayout } from './DocLayout';
import { HomeLayout } from './HomeLayout';
import { useCloseDrawers } from './useCloseDrawers';
import { useFeedLinkSwitch } from './useFeedLinkSwitch';
import { useLocaleRedirect } from './useLocaleRedirect';
import { NotFound } from './NotFound';

/** Picks the layout of a page type; `blank` pages and `navbar: false` have no navbar. */
export function PageShell({ data }: { data: PageData }) {
  useCloseDrawers();
  useLocaleRedirect(data);
  useFeedLinkSwitch();
  return (
    <>
      <NavigationProgress />
      {data.layout.navbar ? <Nav data={data} /> : null}
      {data.pageType === 'home' ? (
        <HomeLayout data={data} />
      ) : data.pageType === '404' ? (
        <NotFound />
      ) : data.pageType === 'doc' ? (
        <DocLayout data={data} />
      ) : (
        <main id="rs-main" className={`rs-${data.pageType}`}>
          <Content markdown={data.markdown} lang={data.lang} routePath={data.routePath} />
        </main>
      )}
      {siteConfig.themeConfig.enableScrollToTop && data.pageType === 'doc' ? <ScrollToTop /> : null}
    </>
  );
}
