/**
 * The one rule for every URL a writer gives, in Markdown (links, images,
 * definitions) and in frontmatter and navigation fields alike: an `http`,
 * `https` or `mailto` URL, or a path of this site (relative or from `/`),
 * which has no scheme. `javascript:`, `data:` and every other scheme are
 * refused by the checks with the file and line, and never reach a page.
 */

/** Schemes a link or image may use. */
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto']);

/**
 * The scheme of a URL as a browser reads it: tabs and newlines anywhere, and
 * control characters or spaces in front, are dropped before the scheme is
 * looked for (so `java&#9;script:` is `javascript:`). Undefined for a path.
 */
function urlScheme(url: string): string | undefined {
  const cleaned = url.replace(/[\t\n\r]/g, '');
  let start = 0;
  while (start < cleaned.length && cleaned.charCodeAt(start) <= 0x20) start++;
  return /^([a-z][a-z\d+.-]*):/i.exec(cleaned.slice(start))?.[1].toLowerCase();
}

/** The scheme that makes `url` unusable (`javascript`), or undefined when the site allows it. */
export function disallowedScheme(url: string): string | undefined {
  const scheme = urlScheme(url);
  return scheme === undefined || ALLOWED_SCHEMES.has(scheme) ? undefined : scheme;
}

/** `url` when the site allows it, else undefined: what the app hands to a page. */
export const safeUrl = (url: string | undefined): string | undefined =>
  url !== undefined && disallowedScheme(url) === undefined ? url : undefined;

/** What to write instead, for every message about a disallowed scheme. */
export const ALLOWED_URLS =
  'an http(s) or mailto URL, or a path of this site such as /guide/start/quick-start';

/**
 * The same rule as a regular expression without flags, for forms that take
 * one (the editor's, scripts/cms/decap-fields.ts): no scheme at all, or one
 * of the allowed ones. `disallowedScheme` stays the rule the checks apply;
 * tests/unit/cms-config.test.ts holds the two to the same answers.
 */
export const ALLOWED_URL_PATTERN =
  '^(?:[\\x00-\\x20]*(?:[Hh][Tt][Tt][Pp][Ss]?|[Mm][Aa][Ii][Ll][Tt][Oo]):|(?![\\x00-\\x20]*[A-Za-z][A-Za-z0-9+.-]*:))';
