import type { HomePage } from '~/lib/types';
import { Content } from '~/components/Content/Content';
import { HomeHero } from '~/components/Home/HomeHero';
import { ToolCards } from '~/components/Home/ToolCards';
import { useScrolledPast } from '~/lib/use-scrolled-past';
import { SiteFooter } from './SiteFooter';

/**
 * The landing's background, darker once the page is scrolled 100 px. The
 * scroll state lives here, not in the layout: a state change above the
 * page's body while it still waits to hydrate would make React throw the
 * body's server HTML away (error #421).
 */
function HomeBackdrop() {
  const scrolled = useScrolledPast(100);
  return (
    <div className={`rs-home__backdrop${scrolled ? ' rs-home__backdrop--dark' : ''}`} aria-hidden="true" />
  );
}

/** The landing page: hero, the page's own content, the Rstack tools, footer. */
export function HomeLayout({ data }: { data: HomePage }) {
  return (
    <>
      <main id="rs-main" className="rs-home">
        <HomeBackdrop />
        {data.hero ? <HomeHero hero={data.hero} /> : null}
        <div className="rs-home__content">
          <Content
            key={data.routePath}
            markdown={data.markdown}
            lang={data.lang}
            routePath={data.routePath}
          />
        </div>
        <ToolCards section={data.rstack} />
      </main>
      {data.layout.footer ? <SiteFooter /> : null}
    </>
  );
}
