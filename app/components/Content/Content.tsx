import { lazy, Suspense, type ComponentType } from 'react';
import type { Lang } from '~/lib/routes';
import { whenIdle } from '~/lib/when-idle';
import { MarkdownBody as ServerMarkdownBody } from './markdown-body.server';
import type { MarkdownBodyProps } from './MarkdownBody';
import './Content.css';

// react-markdown, micromark and highlight.js stay off the first-load path: in
// the browser the renderer is a chunk of its own, fetched once the page is
// idle. Until it arrives React leaves the prerendered body in place,
// untouched (a dehydrated Suspense boundary), and hydrates it afterwards; its
// links work as plain links meanwhile.
const LazyMarkdownBody = lazy(() => whenIdle().then(() => import('./MarkdownBody').then((m) => ({ default: m.MarkdownBody }))));
const Body: ComponentType<MarkdownBodyProps> = typeof document === 'undefined' ? ServerMarkdownBody : LazyMarkdownBody;

interface Props {
  markdown: string;
  lang: Lang;
  routePath: string;
  animated?: boolean;
}

/** A page's Markdown body. */
export function Content({ markdown, lang, routePath, animated = false }: Props) {
  return (
    <div className={`rs-doc${animated ? ' rs-doc--animated' : ''}`}>
      <Suspense fallback={null}>
        <Body source={markdown} lang={lang} routePath={routePath} />
      </Suspense>
    </div>
  );
}
