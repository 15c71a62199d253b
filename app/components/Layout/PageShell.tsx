import { joinRoute, LANGS, type Lang } from '~/lib/routes';
import { offersMarkdown } from '~/lib/markdown-copy';
import { AgentHint } from '~/components/AgentHint/AgentHint';
import { ArchivedBanner } from '~/components/Version/ArchivedBanner';
import type { Alternate, DocLayoutPage, NotFoundData, PageData, SiteData, VersionLink } from '~/lib/types';
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

/** On the 404 page the language switch leads to each language's home, in the version of the unknown path. */
const homesOf = (version: string): Alternate[] =>
  LANGS.map((lang) => ({ lang, path: joinRoute(version, lang, '/'), exists: true }));

/** On the 404 page the version switch leads to each version's home. */
const versionHomes = (versions: SiteData['versions'], lang: Lang): VersionLink[] =>
  versions.map((v) => ({ ...v, link: joinRoute(v.name, lang, '/'), exact: true }));

const isDocLayout = (data: PageData | NotFoundData): data is DocLayoutPage =>
  data.kind === 'doc' || data.kind === 'overview' || data.kind === 'blogIndex' || data.kind === 'blogPost';

/** Picks the layout of a page type; `blank` pages and `navbar: false` have no navbar. */
export function PageShell({ data }: { data: PageData | NotFoundData }) {
  const site = useSiteData();
  const { ui } = site;
  useCloseDrawers();
  const alternates = data.kind === 'notFound' ? homesOf(data.version) : data.alternates;
  const versions = data.kind === 'notFound' ? versionHomes(site.versions, data.lang) : data.versions;
  useLocaleRedirect(data.lang, alternates);
  useFeedLinkSwitch();
  const navbar = data.kind === 'notFound' || data.layout.navbar;
  return (
    <>
      {offersMarkdown(data.kind) ? <AgentHint routePath={data.routePath} /> : null}
      <NavigationProgress />
      {navbar ? (
        <Nav
          lang={data.lang}
          version={data.version}
          routePath={data.routePath}
          alternates={alternates}
          versions={versions}
        />
      ) : null}
      {data.kind === 'notFound' ? null : <ArchivedBanner version={data.version} versions={data.versions} />}
      {isDocLayout(data) ? (
        <DocLayout data={data} />
      ) : data.kind === 'notFound' ? (
        <NotFound />
      ) : data.kind === 'home' ? (
        <HomeLayout data={data} />
      ) : (
        <main id="rs-main" className={`rs-${data.kind}`}>
          <Content
            key={data.routePath}
            markdown={data.markdown}
            lang={data.lang}
            routePath={data.routePath}
          />
        </main>
      )}
      {ui.scrollToTop && isDocLayout(data) ? <ScrollToTop /> : null}
    </>
  );
}
