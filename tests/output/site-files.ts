import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const OUT = 'dist';

/** Every prerendered HTML page of the output (404.html aside), as `[route, file]`, sorted. */
export function builtPages(out = OUT): [string, string][] {
  const pages: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
      } else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
        const rel = path.relative(out, full).replace(/\\/g, '/');
        pages.push([
          rel.endsWith('index.html')
            ? `/${rel.slice(0, -'index.html'.length)}`
            : `/${rel.slice(0, -'.html'.length)}`,
          full,
        ]);
      }
    }
  };
  walk(out);
  return pages.sort();
}

export const readPage = (file: string) => readFileSync(file, 'utf8');
