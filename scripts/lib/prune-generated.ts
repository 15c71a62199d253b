/**
 * Lean intermediate data: the site reads only each type's `_index.json`
 * (app/lib/content.server.ts) and the type declarations. Unpatched,
 * Contentlayer also writes every document as a file of its own, plus an
 * `_index.mjs` that imports those files for its dev mode; our patch
 * (scripts/patches/@contentlayer2+core+0.5.8.patch) stops that, and this
 * removes what an earlier, unpatched content build left in the folder.
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
