import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface AssetWeight {
  files: string[];
  raw: number;
  gzip: number;
}

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];

/**
 * Every script and stylesheet a prerendered page loads before it is
 * interactive: module preloads, module scripts and the modules they import,
 * and stylesheets. Sizes are read from the built files.
 */
export function firstLoadAssets(outDir: string, htmlFile: string): { js: AssetWeight; css: AssetWeight } {
  const html = readFileSync(path.join(outDir, htmlFile), 'utf8');
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of html.match(/<link[^>]+>/g) ?? []) {
    const href = attr(tag, 'href');
    if (!href?.startsWith('/')) continue;
    if (/rel="modulepreload"/.test(tag)) js.add(href);
    if (/rel="stylesheet"/.test(tag)) css.add(href);
  }
  for (const tag of html.match(/<script[^>]*src="[^"]+"[^>]*>/g) ?? []) js.add(attr(tag, 'src')!);
  // Inline module scripts import the manifest, route modules and the entry.
  for (const m of html.matchAll(/import(?:\s*\(|[^'"]*from)?\s*["'](\/assets\/[^"']+\.js)["']/g))
    js.add(m[1]);
  followStaticImports(outDir, js);
  return { js: weigh(outDir, js), css: weigh(outDir, css) };
}

/** Adds every chunk that the given chunks import statically, transitively. */
function followStaticImports(outDir: string, js: Set<string>) {
  const queue = [...js];
  while (queue.length) {
    const file = queue.pop()!;
    const source = readFileSync(path.join(outDir, file), 'utf8');
    for (const m of source.matchAll(/from\s*"(\.{1,2}\/[^"]+\.js)"|import\s*"(\.{1,2}\/[^"]+\.js)"/g)) {
      const resolved = path.posix.join(path.posix.dirname(file), m[1] ?? m[2]);
      if (!js.has(resolved)) {
        js.add(resolved);
        queue.push(resolved);
      }
    }
  }
}

function weigh(outDir: string, files: Set<string>): AssetWeight {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(outDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: [...files], raw, gzip };
}

/** The Markdown renderer's chunk and what it imports beyond the first load: what the browser fetches after the page. */
export function rendererChunk(outDir: string, firstLoad: Set<string>): AssetWeight {
  const entry = readdirSync(path.join(outDir, 'assets/_shared')).find(
    (f) => f.startsWith('MarkdownBody-') && f.endsWith('.js'),
  );
  if (!entry) throw new Error(`No MarkdownBody chunk in ${outDir}/assets/_shared`);
  const files = new Set([`/assets/_shared/${entry}`]);
  followStaticImports(outDir, files);
  return weigh(outDir, new Set([...files].filter((f) => !firstLoad.has(f))));
}
