import { gzipSync } from 'node:zlib';
import { it } from 'vitest';
import { searchRecords } from '../../scripts/build/crawler/search-index';
import { buildShardedIndex } from '../../scripts/build/crawler/shard-build';
import { ShardedSearch } from '~/lib/search/sharded-client';
import { syntheticRecords } from './synthetic-search-site';
it('breakdown', { timeout: 600_000 }, async () => {
  for (const [lang, query] of [['zh', '如何生成 d.ts'], ['en', 'co'], ['zh', 'rslib']] as const) {
    const records = syntheticRecords(searchRecords(lang), 1500);
    const { top, files } = buildShardedIndex(records, lang);
    const topJson = JSON.stringify(top);
    console.log(lang, query, 'records', records.length, 'top', (gzipSync(topJson).length / 1024).toFixed(1), 'whole files', files.size);
    const fetched: string[] = [];
    const s = new ShardedSearch(top, (f) => { fetched.push(f); return Promise.resolve(JSON.parse(files.get(f)!) as unknown); });
    await s.search({ query, hitsPerPage: 20, snippetWords: 10 });
    for (const f of fetched) console.log('  ', f, (gzipSync(files.get(f)!).length / 1024).toFixed(1));
  }
});
