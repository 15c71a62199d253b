import type { PageData } from '~/lib/types';
import { Content } from '../Content/Content';
import { HomeHero } from '../Home/HomeHero';
import { SiteFooter } from './SiteFooter';

/** The landing page: hero, the page's own content, footer. */
export function HomeLayout({ data }: { data: PageData }) {
  return (
    <>
      <main id="rs-main" className="rs-home">
        {data.hero ? <HomeHero hero={data.hero} lang={data.lang} /> : null}
        <div className="rs-home__content">
          <Content tree={data.tree} />
        </div>
      </main>
      {data.layout.footer ? <SiteFooter /> : null}
    </>
  );
}
