/**
 * What every content tree must be before a build reads it, fetched or not:
 * the folder exists, holds `en/` and `zh/`, and no link inside it leads out
 * of it (a fetched tree must not make the build read files of the machine).
 * And the digest a fetched tree is verified by when it is reused from the
 * cache: every path, its kind and its bytes, in order.
 */
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import path from 'node:path';

/** Links inside `tree` whose target is outside it, relative to `tree`. */
export function linksOut(tree: string): string[] {
  const root = path.resolve(tree);
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) {
        const target = path.resolve(dir, readlinkSync(full));
        if (target !== root && !target.startsWith(`${root}${path.sep}`)) out.push(path.relative(root, full));
      } else if (entry.isDirectory()) walk(full);
    }
  };
  walk(root);
  return out;
}

/** Why `dir` cannot be a version's content tree, or undefined when it can. */
export function treeProblem(dir: string): string | undefined {
  if (!existsSync(dir)) return `${dir} does not exist`;
  if (!statSync(dir).isDirectory()) return `${dir} is not a folder`;
  const missing = ['en', 'zh'].filter((lang) => !existsSync(path.join(dir, lang, '_navigation.yaml')));
  if (missing.length)
    return `${dir} has no ${missing.map((l) => `${l}/_navigation.yaml`).join(' and ')}: a content tree has en/ and zh/, each with its _navigation.yaml, as content/ does`;
  return undefined;
}

/** A digest of everything in `tree`: paths, kinds (file, folder, link and its target) and file bytes. */
export function treeDigest(tree: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string, rel: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      const relative = rel ? `${rel}/${name}` : name;
      const stat = lstatSync(full);
      if (stat.isSymbolicLink()) hash.update(`l ${relative} ${readlinkSync(full)}\n`);
      else if (stat.isDirectory()) {
        hash.update(`d ${relative}\n`);
        walk(full, relative);
      } else hash.update(`f ${relative} ${createHash('sha256').update(readFileSync(full)).digest('hex')}\n`);
    }
  };
  walk(tree, '');
  return hash.digest('hex');
}
