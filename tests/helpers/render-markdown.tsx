import { createRemixStub } from '@remix-run/testing';
import { renderToString } from 'react-dom/server';
import { MarkdownBody } from '~/components/Content/MarkdownBody';
import { I18nProvider } from '~/i18n/I18nProvider';
import type { Lang } from '~/lib/routes';
import type { PageTwoslash } from '../../content-schema/markdown/twoslash/page-twoslash';

/** A Markdown body as react-markdown renders it in a page, as HTML. */
export function renderMarkdown(
  source: string,
  lang: Lang = 'en',
  routePath = '/guide/x',
  twoslash?: PageTwoslash,
): string {
  const Stub = createRemixStub([
    {
      path: '*',
      Component: () => (
        <I18nProvider lang={lang}>
          <MarkdownBody source={source} lang={lang} routePath={routePath} twoslash={twoslash} />
        </I18nProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={[routePath]} />);
}
