import { describe, expect, it } from 'vitest';
import { filterOverview, type OverviewGroup } from '~/lib/overview';

const groups: OverviewGroup[] = [
  {
    name: 'Lib Configurations',
    items: [
      {
        text: 'lib.autoExternal',
        link: '/config/lib/auto-external',
        headers: [{ id: 'object-type', text: 'Object type', depth: 2 }],
      },
      {
        text: 'lib.format',
        link: '/config/lib/format',
        headers: [
          { id: 'esm', text: 'esm', depth: 2 },
          { id: 'umd', text: 'UMD', depth: 2 },
        ],
      },
    ],
  },
  {
    name: 'Rsbuild Configurations',
    items: [
      {
        text: 'output',
        link: '/config/rsbuild/output',
        headers: [{ id: 'output-target', text: 'output target', depth: 2 }],
      },
    ],
  },
];

describe('filterOverview', () => {
  it('returns everything for an empty query', () => {
    expect(filterOverview(groups, '  ')).toBe(groups);
  });
  it('keeps a whole group when its name matches, case-insensitively', () => {
    expect(filterOverview(groups, 'RSBUILD')).toEqual([groups[1]]);
  });
  it('keeps a whole page when its text matches', () => {
    expect(filterOverview(groups, 'FORMAT')).toEqual([{ ...groups[0], items: [groups[0].items[1]] }]);
  });
  it('keeps only the matching headings otherwise', () => {
    expect(filterOverview(groups, 'umd')).toEqual([
      { ...groups[0], items: [{ ...groups[0].items[1], headers: [{ id: 'umd', text: 'UMD', depth: 2 }] }] },
    ]);
  });
  it('reads hyphens as spaces on both sides', () => {
    expect(filterOverview(groups, 'output-target')[0].items[0].headers).toEqual([
      { id: 'output-target', text: 'output target', depth: 2 },
    ]);
    expect(filterOverview(groups, 'object-type')[0].items[0].text).toBe('lib.autoExternal');
  });
  it('returns no group when nothing matches', () => {
    expect(filterOverview(groups, 'webpack')).toEqual([]);
  });
});
