/**
 * Contentlayer writes its output files in place, one after the other; a page
 * request in between would read a half-written index. The dev server runs
 * Contentlayer in a folder of its own and, after each build, copies the
 * indexes into a fresh snapshot folder and swings a link to it in one rename.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MARKDOWN_COPIES_DIR } from '../../content-schema/markdown/plain-copy-store';

export interface DevPaths {
  /** Where Contentlayer runs (its `.contentlayer/generated` is written there). */
  contentlayer: string;
  snapshots: string;
  /** The link the app reads (CONTENT_GENERATED_DIR). */
  generated: string;
}

export function devPaths(devDir: string): DevPaths {
  return {
    contentlayer: path.join(devDir, 'contentlayer'),
    snapshots: path.join(devDir, 'snapshots'),
    generated: path.join(devDir, 'generated'),
  };
}

export async function prepareContentlayerDir(paths: DevPaths, root: string) {
  await mkdir(paths.contentlayer, { recursive: true });
  await rm(paths.snapshots, { recursive: true, force: true });
  await mkdir(paths.snapshots, { recursive: true });
  const modules = path.join(paths.contentlayer, 'node_modules');
  if (!existsSync(modules)) await symlink(path.join(root, 'node_modules'), modules);
  await writeFile(
    path.join(paths.contentlayer, 'contentlayer.config.ts'),
    `export { default } from ${JSON.stringify(path.join(root, 'content-schema/index.ts'))};\n`,
  );
}

/**
 * Copies the current output into snapshot `n`, reads it with `load` (which
 * throws on a file caught mid-write) and only then points the link at it.
 * Returns what `load` returned, or `undefined` when the copy was incomplete.
 */
export async function publishSnapshot<T>(
  paths: DevPaths,
  n: number,
  load: (dir: string) => T,
): Promise<T | undefined> {
  const source = path.join(paths.contentlayer, '.contentlayer', 'generated');
  const target = path.join(paths.snapshots, String(n));
  const types = (await readdir(source, { withFileTypes: true }))
    // The document types; not the Markdown copies, which the dev server does not serve.
    .filter((e) => e.isDirectory() && e.name !== MARKDOWN_COPIES_DIR)
    .map((e) => e.name);
  let loaded: T;
  try {
    for (const type of types) {
      await mkdir(path.join(target, type), { recursive: true });
      await copyFile(path.join(source, type, '_index.json'), path.join(target, type, '_index.json'));
    }
    loaded = load(target);
  } catch {
    await rm(target, { recursive: true, force: true });
    return undefined;
  }
  const link = `${paths.generated}.tmp`;
  await rm(link, { force: true });
  await symlink(target, link);
  await rename(link, paths.generated);
  // Keep the previous snapshot for readers that resolved the link just before the swap.
  await rm(path.join(paths.snapshots, String(n - 2)), { recursive: true, force: true });
  return loaded;
}
