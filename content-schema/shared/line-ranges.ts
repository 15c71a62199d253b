/** `1,3-5` -> {1, 3, 4, 5}: the lines a fence's `{…}` meta highlights. Pure. */
export function parseLineRanges(spec: string | undefined): Set<number> {
  const lines = new Set<number>();
  for (const part of (spec ?? '').split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(part);
    if (!match) continue;
    const from = Number(match[1]);
    const to = match[2] ? Number(match[2]) : from;
    for (let n = Math.min(from, to); n <= Math.max(from, to); n++) lines.add(n);
  }
  return lines;
}
