import { plainMarkdownOptions } from '../../content-schema/markdown/plain-options';
import { toPlainMarkdown } from '../../content-schema/markdown/plain-copy';
import { toPlainHtml } from '../../content-schema/markdown/to-plain-markdown';
import { storedPlainCopy, type PageRecord } from './content.server';

/**
 * A page body as Markdown without the site's own syntax: the copy the
 * content build made from its parse of the page, or made here when there is
 * none (a content build that did not make copies, or options changed since).
 */
export function plainMarkdownOf(page: PageRecord): string {
  const options = plainMarkdownOptions(page.lang, page.route);
  return storedPlainCopy(page, options) ?? toPlainMarkdown(page.body.raw, options);
}

/** A page body as HTML without the site's components, for feed readers. */
export const plainHtmlOf = (page: PageRecord) =>
  toPlainHtml(page.body.raw, plainMarkdownOptions(page.lang, page.route));
