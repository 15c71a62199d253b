import { useMemo, useRef } from 'react';
import { offersMarkdown } from '~/lib/markdown-copy';
import type { DocLayoutPage } from '~/lib/types';
import { useImageZoom } from '~/components/ImageZoom/useImageZoom';
import { Content } from '~/components/Content/Content';
import { DocFooter } from '~/components/DocFooter/DocFooter';
import { Outline } from '~/components/Outline/Outline';
import { Sidebar } from '~/components/Sidebar/Sidebar';
import { BlogList } from '~/components/Blog/BlogList';
import { BlogPostHeader } from '~/components/Blog/BlogPostHeader';
import { Overview } from '~/components/Overview/Overview';
import { PageActions } from '~/components/PageActions/PageActions';
import { TranslationNotice } from '~/components/TranslationNotice/TranslationNotice';
import { MenuBar } from './MenuBar';
import './Layout.css';

/** Sidebar, content and outline, with the doc footer under the content. */
export function DocLayout({ data }: { data: DocLayoutPage }) {
  const { layout, kind, routePath, title } = data;
  const article = useRef<HTMLElement>(null);
  useImageZoom(article, layout.globalUIComponents);
  // Memoised: Content is, and must not render again while its body waits to hydrate.
  const actions = useMemo(
    () =>
      offersMarkdown(kind) ? (
        <PageActions routePath={routePath} title={title} blog={kind === 'blogPost'} />
      ) : null,
    [kind, routePath, title],
  );
  return (
    <>
      <MenuBar data={data} />
      <div className={`rs-doc-layout${layout.sidebar ? '' : ' rs-doc-layout--no-sidebar'}`}>
        {layout.sidebar ? <Sidebar items={data.sidebar} routePath={data.routePath} /> : null}
        <main id="rs-main" className="rs-doc-layout__main">
          <article className="rs-doc-layout__content" ref={article}>
            {data.translationOutdated ? (
              <TranslationNotice englishPath={data.alternates.find((a) => a.lang === 'en')!.path} />
            ) : null}
            {data.kind === 'blogPost' ? (
              <BlogPostHeader date={data.date} banner={data.banner} lang={data.lang} />
            ) : null}
            <Content
              key={data.routePath}
              markdown={data.markdown}
              lang={data.lang}
              routePath={data.routePath}
              twoslash={data.twoslash}
              underTitle={actions}
              titleEnd={data.titleEnd}
            />
            {data.kind === 'overview' ? <Overview groups={data.overview} /> : null}
            {data.kind === 'blogIndex' ? <BlogList posts={data.posts} lang={data.lang} /> : null}
            {layout.footer ? <DocFooter data={data} /> : null}
          </article>
        </main>
        {layout.outline ? <Outline toc={data.toc} lang={data.lang} /> : null}
      </div>
    </>
  );
}
