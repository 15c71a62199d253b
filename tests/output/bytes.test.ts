import { describe, expect, it } from 'vitest';
import { checkOutputBytes } from '../../scripts/build/check-output-bytes';
import { builtPages, OUT } from './site-files';

// The build itself refuses corrupted output; this checks what dist/ holds.
describe('the built site has no corrupted text', () => {
  it('no U+0000 or U+FFFD in any page, data file, Markdown copy, feed, llms file, search index or sitemap', async () => {
    expect(builtPages().length).toBeGreaterThanOrEqual(100);
    expect(await checkOutputBytes(OUT)).toEqual([]);
  });
});
