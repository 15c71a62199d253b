/**
 * A search client that answers DocSearch from a static index, in Algolia's
 * response shape, so the same dialog works without an Algolia account.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { markup } from './highlight';
import { rankRecords, type TermIndex } from './query';
import { indexData, keptPostings } from './index-data';
import type { Postings } from './shard-format';
import { LEVELS, type SearchRecord } from './types';

export interface LocalIndex {
  records: SearchRecord[];
  terms: TermIndex;
}

/** The whole index in memory (tests, the judged-query rates): the same postings the sharded index publishes (`keptPostings`). */
export function createLocalIndex(records: SearchRecord[]): LocalIndex {
  const { documentCount, averageFieldLength, fieldLength, terms } = indexData(records);
  const decoded = new Map<string, (Postings | undefined)[]>();
  const postings = (term: string) => {
    const flat = terms.get(term);
    if (!flat) return undefined;
    let byField = decoded.get(term);
    if (!byField) {
      byField = flat.map((docs, fieldId): Postings => {
        const kept = keptPostings(docs, fieldLength, fieldId, averageFieldLength[fieldId]);
        const ids = kept.map((i) => docs[2 * i]);
        return {
          df: docs.length / 2,
          ids,
          tfs: kept.map((i) => docs[2 * i + 1]),
          lengths: ids.map((id) => fieldLength[id][fieldId]),
        };
      });
      decoded.set(term, byField);
    }
    return byField;
  };
  const dictionary = SearchableMap.from([...terms.keys()].map((term) => [term, true]));
  return { records, terms: { documentCount, averageFieldLength, dictionary, postings } };
}

export interface LocalQuery {
  query: string;
  hitsPerPage: number;
  snippetWords: number;
  pre?: string;
  post?: string;
  ellipsis?: string;
}

export function searchLocal(index: LocalIndex, q: LocalQuery) {
  const started = Date.now();
  const ranked = q.query.trim()
    ? rankRecords(index.terms, index.records, q.query)
    : index.records.flatMap((r, id) => (r.type === 'lvl1' ? [{ id, terms: [] }] : []));
  const hits = hitsOf(index.records, ranked.slice(0, q.hitsPerPage), q);
  return { hits, nbHits: ranked.length, processingTimeMS: Date.now() - started };
}

/** The DocSearch hits of ranked records, highlighted and snippeted. */
export function hitsOf(records: SearchRecord[], ranked: { id: number; terms: string[] }[], q: LocalQuery) {
  return ranked.map((r) => toHit(records[r.id], r.terms, q));
}

/** An index that fetches what each query needs before answering it (the sharded index). */
export interface AsyncLocalIndex {
  search(q: LocalQuery): Promise<ReturnType<typeof searchLocal>>;
}

function toHit(record: SearchRecord, terms: string[], q: LocalQuery) {
  const mark = (text: string | null) => markup(text ?? '', terms, q.snippetWords, q.ellipsis, q.pre, q.post);
  const levels = LEVELS.map((l) => [l, mark(record.hierarchy[l])] as const);
  const hierarchyHighlight = Object.fromEntries(levels.map(([l, m]) => [l, m.highlighted]));
  const hierarchySnippet = Object.fromEntries(levels.map(([l, m]) => [l, m.snippet]));
  const content = mark(record.content);
  const anchorAt = record.url.indexOf('#');
  return {
    ...record,
    url_without_anchor: anchorAt === -1 ? record.url : record.url.slice(0, anchorAt),
    anchor: anchorAt === -1 ? null : record.url.slice(anchorAt + 1),
    _highlightResult: {
      hierarchy: hierarchyHighlight,
      hierarchy_camel: [hierarchyHighlight],
      content: content.highlighted,
    },
    _snippetResult: {
      hierarchy: hierarchySnippet,
      hierarchy_camel: [hierarchySnippet],
      content: content.snippet,
    },
  };
}

interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Words per snippet, from DocSearch's `attributesToSnippet` (`content:10`, or 5 on narrow screens). */
function snippetWordsOf(params: Record<string, unknown>): number {
  const spec = (params.attributesToSnippet as string[] | undefined)?.find((a) => a.startsWith('content:'));
  return spec ? Number(spec.split(':')[1]) : 10;
}

/** A DocSearch `transformSearchClient` replacement whose `search` reads the local index. */
export function createLocalSearchClient(load: () => Promise<LocalIndex | AsyncLocalIndex>) {
  return {
    addAlgoliaAgent() {},
    transporter: { algoliaAgent: { value: 'rslib-local-search', add() {} } },
    async search(input: { requests: SearchRequest[] } | SearchRequest[]) {
      const requests = Array.isArray(input) ? input : input.requests;
      const index = await load();
      return {
        results: await Promise.all(
          requests.map(async (request) => {
            const params = { ...request, ...(request.params ?? {}) } as Record<string, unknown>;
            const query = typeof params.query === 'string' ? params.query : '';
            const hitsPerPage = Number(params.hitsPerPage ?? 20);
            const q: LocalQuery = {
              query,
              hitsPerPage,
              snippetWords: snippetWordsOf(params),
              pre: params.highlightPreTag as string | undefined,
              post: params.highlightPostTag as string | undefined,
              ellipsis: params.snippetEllipsisText as string | undefined,
            };
            const { hits, nbHits, processingTimeMS } =
              'search' in index ? await index.search(q) : searchLocal(index, q);
            return {
              hits,
              nbHits,
              page: 0,
              nbPages: Math.ceil(nbHits / hitsPerPage),
              hitsPerPage,
              processingTimeMS,
              exhaustiveNbHits: true,
              query,
              params: '',
              index: request.indexName ?? 'local',
            };
          }),
        ),
      };
    },
  };
}
