import {
  toPlainHtml,
  toPlainMarkdown,
  type PlainMarkdownOptions,
} from '../../content-schema/markdown/to-plain-markdown';
import { siteConfig } from '~/config/site';
import { i18nFor } from '~/i18n/i18n';
import type { ShellKey } from '~/i18n/resources';
import type { PageRecord } from './content.server';

/** How a page's site syntax reads in plain Markdown or HTML: its language's labels, absolute links. */
function optionsFor(page: PageRecord): PlainMarkdownOptions {
  const { t } = i18nFor(page.lang);
  return {
    lang: page.lang,
    routePath: page.route,
    origin: siteConfig.siteUrl,
    calloutTitle: (type) => t(`callout.${type}` as ShellKey),
    badgeText: (version) => t('badge.added', { version }),
  };
}

/** A page body as Markdown without the site's own syntax. */
export const plainMarkdownOf = (page: PageRecord) => toPlainMarkdown(page.body.raw, optionsFor(page));

/** A page body as HTML without the site's components, for feed readers. */
export const plainHtmlOf = (page: PageRecord) => toPlainHtml(page.body.raw, optionsFor(page));
