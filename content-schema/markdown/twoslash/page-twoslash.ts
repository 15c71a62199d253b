/**
 * The hover data of one page, as it travels in the page's loader data (and
 * so its `.data` file), never in a shared bundle: for each block marked
 * `twoslash`, in document order, where its names are; and, once per page,
 * what each name shows. Client-safe: data and one pure function.
 */
import type { SampleHover } from './sample-outcome';

/** A name in a block: its first character and length in the block's code, and its entry in `infos`. */
export type TwoslashHover = [start: number, length: number, info: number];

interface TwoslashBlock {
  /** Characters of the block's code: a block that no longer matches gets no hovers rather than wrong ones. */
  chars: number;
  hovers: TwoslashHover[];
}

/** What a name shows: its type as TypeScript prints it, its JSDoc and tags. */
export interface TwoslashInfo {
  type: string;
  docs?: string;
  tags?: [string, string][];
}

export interface PageTwoslash {
  blocks: TwoslashBlock[];
  /** Each distinct hover once: a page names `defineConfig` in every sample. */
  infos: TwoslashInfo[];
}

/** JSDoc's inline links as the text they show: `{@link https://x}` -> `https://x`, `{@link Format the format}` -> `the format`. */
const plainLinks = (text: string) =>
  text.replace(
    /\{@link(?:code|plain)?\s+([^\s|}]+)(?:\s*\|\s*|\s+)?([^}]*)\}/g,
    (_, target: string, label: string) => label.trim() || target,
  );

/** The page's blocks (their code and hovers, in document order) as page data. */
export function pageTwoslashOf(blocks: { code: string; hovers: SampleHover[] }[]): PageTwoslash {
  const infos: TwoslashInfo[] = [];
  const index = new Map<string, number>();
  const infoOf = ({ type, docs, tags }: SampleHover) => {
    const info: TwoslashInfo = {
      type,
      ...(docs ? { docs: plainLinks(docs) } : {}),
      ...(tags ? { tags: tags.map(([name, text]): [string, string] => [name, plainLinks(text)]) } : {}),
    };
    const key = JSON.stringify(info);
    let at = index.get(key);
    if (at === undefined) {
      at = infos.push(info) - 1;
      index.set(key, at);
    }
    return at;
  };
  return {
    blocks: blocks.map(({ code, hovers }) => ({
      chars: code.length,
      hovers: hovers.map((h): TwoslashHover => [h.start, h.length, infoOf(h)]),
    })),
    infos,
  };
}
