/**
 * How a page's site syntax reads in its plain Markdown copy: the language's
 * callout titles and badge text (the UI strings of `locales/`, read as data
 * so that the content build, which makes the copies, needs no i18n runtime)
 * and the origin that internal links are made absolute with.
 */
import { shellStrings } from '../shared/shell-strings';
import { SITE_URL } from '../shared/site-url';
import type { Lang } from '../shared/routes';
import type { LinkContext } from './rehype-links';
import { CALLOUT_TYPES } from './remark-directives';

/** Plain data (no functions), so that a compile worker process can be sent it. */
export interface PlainMarkdownOptions extends LinkContext {
  /** Origin that internal links are made absolute with, e.g. `https://rslib.rs`. */
  origin: string;
  /** Localised default title of each callout type (`tip` -> `TIP` / `提示`). */
  calloutTitles: Record<string, string>;
  /** Localised text of a version badge, `{{version}}` standing for the version. */
  badgeText: string;
}

export function plainMarkdownOptions(lang: Lang, routePath: string): PlainMarkdownOptions {
  const strings: Record<string, string> = shellStrings[lang];
  return {
    lang,
    routePath,
    origin: SITE_URL,
    calloutTitles: Object.fromEntries(CALLOUT_TYPES.map((type) => [type, strings[`callout.${type}`]])),
    badgeText: strings['badge.added'],
  };
}
