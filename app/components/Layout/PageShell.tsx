import { localizePath, LANGS } from '~/lib/routes';
import type { Alternate, DocLayoutPage, NotFoundData, PageData } from '~/lib/types';
import { useSiteData } from '~/lib/use-site-data';
import { Content } from '~/components/Content/Content';
import { Nav } from '~/components/Nav/Nav';
import { NavigationProgress } from '~/components/Progress/NavigationProgress';
import { ScrollToTop } from '~/components/ScrollToTop/ScrollToTop';
import { DocLayout } from './DocLayout';
import { HomeLayout } from './HomeLayout';
import { useCloseDrawers } from './useCloseDrawers';
import { useFeedLinkSwitch } from './useFeedLinkSwitch';
import { useLocaleRedirect } from './useLocaleRedirect';
import { NotFound } from './NotFound';

/** On the 404 page the language switch leads to each language's home. */
const HOMES: Alternate[] = LANGS.map((lang) => ({ lang, path: localizePath('/', lang), exists: true }));

const isDocLayout = (data: PageData | NotFoundData): data is DocLayoutPage =>
  data.kind === 'doc' || data.kind === 'overview' || data.kind === 'blogIndex' || data.kind === 'blogPost';

/** Picks the layout of a page type; `blank` pages and `navbar: false` have no navbar. */
export function PageShell({ data }: { data: PageData | NotFoundData }) {
  const { ui } = useSiteData();
  useCloseDrawers();
  const alternates = data.kind === 'notFound' ? HOMES : data.alternates;
  useLocaleRedirect(data.lang, alternates);
  useFeedLinkSwitch();
  const navbar = data.kind === 'notFound' || data.layout.navbar;
  return (
    <>
      <NavigationProgress />
      {navbar ? <Nav lang={data.lang} routePath={data.routePath} alternates={alternates} /> : null}
      {isDocLayout(data) ? (
        <DocLayout data={data} />
      ) : data.kind === 'notFound' ? (
        <NotFound />
      ) : data.kind === 'home' ? (
        <HomeLayout data={data} />
      ) : (
        <main id="rs-main" className={`rs-${data.kind}`}>
          <Content markdown={data.markdown} lang={data.lang} routePath={data.routePath} />
        </main>
      )}
      {ui.scrollToTop && isDocLayout(data) ? <ScrollToTop /> : null}
    </>
  );
}
