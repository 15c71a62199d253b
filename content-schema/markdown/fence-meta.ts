/**
 * The words of a fence's meta (```ts title="rslib.config.ts" twoslash {1-3}),
 * read one way by the renderer (remark-code-meta.ts), the content build
 * (twoslash/) and the sample check (scripts/checks/code-samples/fences.ts).
 */

/** Meta words outside quoted attribute values: ` title="a b" excerpt {1-3}` -> `excerpt`, `{1-3}`. */
function metaWords(meta: string | null | undefined): string[] {
  const bare = (meta ?? '').replace(/\w+=(?:"[^"]*"|'[^']*'|\S+)/g, ' ');
  return bare.split(/\s+/).filter(Boolean);
}

/** The block deliberately shows part of a file, so it is not type-checked. */
export const isExcerpt = (meta: string | null | undefined) => metaWords(meta).includes('excerpt');

/** The block shows each name's type and documentation on hover (twoslash/). */
export const isTwoslash = (meta: string | null | undefined) => metaWords(meta).includes('twoslash');

/** The fence languages a `twoslash` block may have: TypeScript and JavaScript, JSX or not. */
export const TWOSLASH_LANGS = ['ts', 'tsx', 'js', 'jsx', 'mts', 'mjs', 'typescript', 'javascript'];
