/**
 * The editor's forms for the site's blocks read every callout and every
 * package-manager-tabs line of the content the way the site does, and write
 * them back in the same characters.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorComponents } from '../../scripts/cms/admin/editor-components';

const pages = readdirSync('content', { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.md'))
  .map((f) => readFileSync(path.join('content', f), 'utf8'));

describe.each(editorComponents.map((c) => [c.id, c] as const))('%s', (_, component) => {
  const global = new RegExp(component.pattern.source, 'gm');
  const blocks = pages.flatMap((text) => [...text.matchAll(global)]);
  it('finds the blocks of the content', () => expect(blocks.length).toBeGreaterThan(20));
  it('writes each one back unchanged', () => {
    for (const block of blocks) {
      const match = block[0].match(component.pattern)!;
      expect(component.toBlock(component.fromBlock(match))).toBe(block[0]);
    }
  });
  it('matches only at the start of what Decap gives it', () => {
    expect(`Text before.\n\n${blocks[0][0]}`.match(component.pattern)).toBeNull();
  });
});
