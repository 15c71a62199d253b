/** The local search index of a language: its records, built from the compiled content, and its published files. */
import { allPages, navigationOf, pageTitle, type PageRecord } from '../../../app/lib/content-query.server';
import { splitLang, type Lang } from '../../../app/lib/routes';
import { localIndexName, localIndexUrl } from '../../../app/lib/search/config';
import { CURRENT_VERSION } from '../../../content-schema/shared/versions';
import { buildRecords } from '../../../app/lib/search/records';
import { shardUrl } from '../../../app/lib/search/shard-format';
import type { SearchRecord } from '../../../app/lib/search/types';
import { containsPage, findSidebar } from '../../../app/lib/sidebar';
import { buildShardedIndex } from './shard-build';

/** lvl0: the sidebar group holding the page, else the nav entry of its section, else the site. */
function groupOf(page: PageRecord): string {
  const nav = navigationOf(page.lang, undefined, page.version);
  const bare = splitLang(page.route).path;
  const sidebar = findSidebar(nav.sidebars, bare);
  const group = sidebar?.items.find((item) => item.kind === 'group' && containsPage(item, page.route));
  if (group && group.kind === 'group') return group.text;
  const section = nav.nav.find((n) => n.activeMatch && new RegExp(n.activeMatch).test(bare));
  return section?.text ?? 'Rslib';
}

/** The records of a version's language (the current version's by default). */
export function searchRecords(lang: Lang, version = CURRENT_VERSION): SearchRecord[] {
  return allPages(lang)
    .filter((page) => page.version === version && page.pageType !== 'home')
    .flatMap((page) =>
      buildRecords({
        route: page.route,
        lang,
        title: pageTitle(page),
        description: page.description,
        group: groupOf(page),
        toc: page.compiled.toc,
        text: page.compiled.text,
      }),
    );
}

/**
 * The published files of a version's language's sharded index (paths from the
 * site root, without the leading slash): the top-level file
 * (`search/index.en.json`, `search/index.v0.11-en.json`) and the shards it names.
 */
export function searchIndexFiles(
  lang: Lang,
  records = searchRecords(lang),
  version = CURRENT_VERSION,
): [string, string][] {
  const { top, files } = buildShardedIndex(records, localIndexName(lang, version));
  return [
    [localIndexUrl(lang, version).slice(1), JSON.stringify(top)],
    ...[...files].map(([file, body]): [string, string] => [shardUrl(file).slice(1), body]),
  ];
}
