/**
 * What a client navigation costs in rendering: the largest page's Markdown
 * through react-markdown with the site's plugins and components, to HTML,
 * median of 20 runs after a warm-up. Needs `.contentlayer/generated`.
 */
import { register } from 'node:module';
import { performance } from 'node:perf_hooks';

register('./stub-css-hooks.mjs', import.meta.url);
// React's production build, as in the prerender and the browser (its
// development build checks every element and is several times slower).
process.env.NODE_ENV = 'production';

export async function markdownRenderTime(
  runs = 20,
): Promise<{ route: string; chars: number; medianMs: number }> {
  const [
    { createElement },
    { renderToString },
    { MarkdownBody },
    { I18nProvider },
    { getContent },
    { createRemixStub },
  ] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('../../app/components/Content/MarkdownBody'),
    import('../../app/i18n/I18nProvider'),
    import('../../app/lib/content.server'),
    import('@remix-run/testing'),
  ]);
  const largest = [...getContent().pages.values()].sort((a, b) => b.body.raw.length - a.body.raw.length)[0];
  const Body = () =>
    createElement(I18nProvider, {
      lang: largest.lang,
      children: createElement(MarkdownBody, {
        source: largest.body.raw,
        lang: largest.lang,
        routePath: largest.route,
      }),
    });
  // MarkdownBody's links need a router, as in the page.
  const Stub = createRemixStub([{ path: '*', Component: Body }]);
  const render = () => renderToString(createElement(Stub, { initialEntries: [largest.route] }));
  for (let i = 0; i < 3; i++) render();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    render();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { route: largest.route, chars: largest.body.raw.length, medianMs: times[Math.floor(runs / 2)] };
}
