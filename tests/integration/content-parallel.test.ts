/**
 * The content build compiles pages on the worker pool (content-schema/markdown/
 * compile-pool.ts), one worker process per core by default: what it generates
 * from the real content must be byte for byte what a pool of one worker
 * generates: the indexes and the stored Markdown copies. The pool's build is
 * the one every test reads, made by tests/helpers/real-content-setup.ts on
 * two workers.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MARKDOWN_COPIES_DIR } from '../../content-schema/markdown/plain-copy-store';
import { buildContentInScratch } from '../../scripts/lib/build-content-in-scratch';
import { REAL_CONTENT_WORKERS } from '../helpers/real-content-setup';

/** Every stored Markdown copy, by path. */
const copies = (dir: string): Record<string, string> => {
  const root = path.join(dir, MARKDOWN_COPIES_DIR);
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(root, name))
    .filter((file) => statSync(file).isFile())
    .sort();
  return Object.fromEntries(files.map((file) => [path.relative(root, file), readFileSync(file, 'utf8')]));
};

/** Each document type's documents, in source-path order (the order they were finished in varies with the workers; the app sorts them the same way). */
const indexes = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== MARKDOWN_COPIES_DIR)
      .map((d) => {
        const docs = JSON.parse(readFileSync(path.join(dir, d.name, '_index.json'), 'utf8')) as {
          _id: string;
        }[];
        return [
          d.name,
          JSON.stringify(
            docs.sort((a, b) => (a._id < b._id ? -1 : 1)),
            null,
            2,
          ),
        ];
      }),
  );

describe('parallel content build', () => {
  it('generates the same documents as a pool of one worker', async () => {
    // The setup's build, unless CONTENT_GENERATED_DIR named another folder before the run.
    const fromSetup = process.env.REAL_CONTENT_BUILT_BY_SETUP && process.env.CONTENT_GENERATED_DIR;
    expect(REAL_CONTENT_WORKERS).toBeGreaterThan(1);
    const [parallel, single] = await Promise.all([
      fromSetup
        ? { code: 0, output: '', generatedDir: fromSetup, dispose: () => Promise.resolve() }
        : buildContentInScratch('content', { WORKERS: String(REAL_CONTENT_WORKERS) }),
      buildContentInScratch('content', { WORKERS: '1' }),
    ]);
    expect(parallel.code, parallel.output).toBe(0);
    expect(single.code, single.output).toBe(0);
    const a = indexes(parallel.generatedDir);
    const b = indexes(single.generatedDir);
    expect(Object.keys(a).sort()).toEqual(
      ['BlogPost', 'Doc', 'Navigation', 'Snippet'].filter((k) => k in b).sort(),
    );
    expect((JSON.parse(a.Doc) as unknown[]).length).toBeGreaterThan(50);
    for (const type of Object.keys(b)) expect(a[type], type).toBe(b[type]);
    const copiesA = copies(parallel.generatedDir);
    expect(Object.keys(copiesA).length).toBeGreaterThan(50);
    expect(copiesA).toEqual(copies(single.generatedDir));
    await Promise.all([parallel.dispose(), single.dispose()]);
  }, 240_000);
});
