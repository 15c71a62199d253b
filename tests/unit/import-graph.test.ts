import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const FOLDERS = ['app', 'content-schema'];
const EXTENSIONS = ['.ts', '.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return EXTENSIONS.some((e) => name.endsWith(e)) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The project files a module imports (`~/` is app/), split into imports of values and of types only. */
function importsOf(file: string, source: string): { values: string[]; types: string[] } {
  const values: string[] = [];
  const types: string[] = [];
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
  const dynamic = /import\(\s*['"]([^'"]+)['"]\s*\)/g;
  const resolve = (spec: string): string | undefined => {
    const base = spec.startsWith('~/')
      ? path.join(ROOT, 'app', spec.slice(2))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(file), spec)
        : undefined;
    if (!base) return undefined;
    const candidates = [
      base,
      ...EXTENSIONS.map((e) => base + e),
      ...EXTENSIONS.map((e) => path.join(base, `index${e}`)),
    ];
    return candidates.find(
      (c) => EXTENSIONS.some((e) => c.endsWith(e)) && existsSync(c) && statSync(c).isFile(),
    );
  };
  for (const [, , typeOnly, spec] of source.matchAll(statement)) {
    const target = resolve(spec);
    if (target) (typeOnly ? types : values).push(target);
  }
  for (const [, spec] of source.matchAll(dynamic)) {
    const target = resolve(spec);
    if (target) values.push(target);
  }
  return { values, types };
}

const graph = new Map(
  FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder))).map((file) => [
    file,
    importsOf(file, readFileSync(file, 'utf8')),
  ]),
);
const rel = (file: string) => path.relative(ROOT, file);

/** Every cycle of a graph (file -> files it imports), each as the files around it, by depth-first search. */
function cycles(edges: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'active' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'active');
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'active') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of edges.keys()) if (!state.has(file)) visit(file);
  return found;
}

/** Imports of values only: a cycle of type imports does nothing at run time. */
const valueEdges = new Map([...graph].map(([file, { values }]) => [file, values]));

describe('import graph of app/ and content-schema/', () => {
  it('reads the imports of the modules (the check sees what it must)', () => {
    const shell = graph.get(path.join(ROOT, 'app/components/Layout/PageShell.tsx'))!;
    expect(shell.values.map(rel)).toContain('app/components/Layout/DocLayout.tsx');
    expect(shell.types.map(rel)).toContain('app/lib/types.ts');
    expect(graph.get(path.join(ROOT, 'app/lib/routes.ts'))!.values.map(rel)).toEqual([
      'content-schema/shared/routes.ts',
    ]);
  });

  it('finds a cycle when there is one', () => {
    const edges = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(cycles(edges)).toEqual([['a', 'b', 'c', 'a']]);
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('has no cycle between modules', () => {
    expect(cycles(valueEdges).map((cycle) => cycle.map(rel))).toEqual([]);
  });

  it('content-schema/ never imports app/ (app/ may import content-schema/)', () => {
    const wrong = [...graph]
      .filter(([file]) => rel(file).startsWith('content-schema/'))
      .flatMap(([file, { values, types }]) =>
        [...values, ...types]
          .filter((t) => rel(t).startsWith('app/'))
          .map((t) => `${rel(file)} -> ${rel(t)}`),
      );
    expect(wrong).toEqual([]);
  });

  it('app/ and content-schema/ never import scripts/ (the build scripts import them)', () => {
    const wrong = [...graph].flatMap(([file, { values, types }]) =>
      [...values, ...types]
        .filter((t) => rel(t).startsWith('scripts/'))
        .map((t) => `${rel(file)} -> ${rel(t)}`),
    );
    expect(wrong).toEqual([]);
  });
});
