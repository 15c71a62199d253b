/**
 * Where a page's Markdown copy and its version's llms.txt are published, and
 * which pages offer them. Pure: the build's crawler files, the page's head
 * link, the agent hint and the page actions all ask here, so they name the
 * same files.
 */
import { SITE_URL } from '../../content-schema/shared/site-url';
import { joinRoute, type Lang } from './routes';
import type { NotFoundData, PageData } from './types';

/**
 * The pages that offer their Markdown copy to readers (the actions under the
 * h1) and to agents (the head link, the hidden hint): documentation pages,
 * overviews and blog posts; not the home page, the blog's index or a 404.
 */
export const offersMarkdown = (kind: (PageData | NotFoundData)['kind']) =>
  kind === 'doc' || kind === 'overview' || kind === 'blogPost';

/** Where a page's Markdown copy is published: `/guide/x` -> `/guide/x.md`, `/guide/` -> `/guide/index.md`. */
export function markdownPathOf(route: string): string {
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
}

/** The index of a version's language for AI tools: `/llms.txt`, `/v0.11/zh/llms.txt`. */
export function llmsIndexPathOf(version: string, lang: Lang): string {
  return `${joinRoute(version, lang, '/')}llms.txt`;
}

/** A path of the site on its public origin, as canonical URLs are (never the base path a build is served under). */
export const absoluteUrl = (path: string) => `${SITE_URL}${path}`;
