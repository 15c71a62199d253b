/**
 * Lean intermediate data: Contentlayer writes every document twice, once in
 * its type's `_index.json` and once as a file of its own (plus an `_index.mjs`
 * that imports those files, for its dev mode). The site reads only the
 * `_index.json` files (app/lib/content.server.ts) and the type declarations,
 * so after a successful content build the per-document copies are removed:
 * about half of `.contentlayer/generated`.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { MARKDOWN_COPIES_DIR } from '../../content-schema/markdown/plain-copy-store';

export function pruneGenerated(generatedDir = path.join('.contentlayer', 'generated')) {
  for (const type of readdirSync(generatedDir, { withFileTypes: true })) {
    if (!type.isDirectory() || type.name === MARKDOWN_COPIES_DIR) continue;
    const dir = path.join(generatedDir, type.name);
    for (const file of readdirSync(dir)) {
      if (file === '_index.json') continue;
      if (file === '_index.mjs' || file.endsWith('.json')) rmSync(path.join(dir, file), { force: true });
    }
  }
}
