import type { HomePage } from '~/lib/types';
import { Content } from '~/components/Content/Content';
import { HomeHero } from '~/components/Home/HomeHero';
import { ToolCards } from '~/components/Home/ToolCards';
import { useScrolledPast } from '~/lib/use-scrolled-past';
import { SiteFooter } from './SiteFooter';

/** The landing page: hero, the page's own content, the Rstack tools, footer. */
export function HomeLayout({ data }: { data: HomePage }) {
  const scrolled = useScrolledPast(100);
  return (
    <>
      <main id="rs-main" className="rs-home">
        <div
          className={`rs-home__backdrop${scrolled ? ' rs-home__backdrop--dark' : ''}`}
          aria-hidden="true"
        />
        {data.hero ? <HomeHero hero={data.hero} lang={data.lang} /> : null}
        <div className="rs-home__content">
          <Content markdown={data.markdown} lang={data.lang} routePath={data.routePath} />
        </div>
        <ToolCards section={data.rstack} />
      </main>
      {data.layout.footer ? <SiteFooter /> : null}
    </>
  );
}
