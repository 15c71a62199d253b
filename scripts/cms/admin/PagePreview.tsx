/**
 * The preview pane: the body as the site renders it, with react-markdown,
 * the site's plugins and components (MarkdownBody) and the site's
 * stylesheet (registered as the preview's style by main.tsx), in the
 * language of the side being previewed.
 */
import { createRemixStub } from '@remix-run/testing';
import type { Map as ImmutableMap } from 'immutable';
import { MarkdownBody } from '~/components/Content/MarkdownBody';
import { I18nProvider } from '~/i18n/I18nProvider';
import type { Lang } from '~/lib/routes';
import { previewedPage } from './preview-route';

interface PreviewProps {
  entry: ImmutableMap<string, unknown>;
}

/** Decap gives the preview the entry with the previewed language's data in `data`. */
function previewedLang(entry: PreviewProps['entry']): Lang {
  const zh = entry.getIn(['i18n', 'zh', 'data']) as ImmutableMap<string, unknown> | undefined;
  const data = entry.get('data') as ImmutableMap<string, unknown> | undefined;
  return zh && data && zh.equals(data) ? 'zh' : 'en';
}

export function PagePreview({ entry }: PreviewProps) {
  const at = entry.get('path');
  const { lang, route: routePath } = previewedPage(typeof at === 'string' ? at : '', previewedLang(entry));
  const body = (entry.get('data') as ImmutableMap<string, unknown> | undefined)?.get('body');
  const source = typeof body === 'string' ? body : '';
  const Stub = createRemixStub([
    {
      path: '*',
      Component: () => (
        <I18nProvider lang={lang}>
          <article className="rs-doc" lang={lang} data-testid="site-preview">
            <MarkdownBody source={source} lang={lang} routePath={routePath} />
          </article>
        </I18nProvider>
      ),
    },
  ]);
  return <Stub initialEntries={[routePath]} />;
}
