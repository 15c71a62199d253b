import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { previousFile, writeOutput } from '../../scripts/build/output';

const root = mkdtempSync(path.join(tmpdir(), 'rslib-write-output-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A previous output with two pages, and a fresh folder for the next build. */
function folders(name: string) {
  const previous = path.join(root, name, 'dist');
  const out = path.join(root, name, 'dist.tmp');
  mkdirSync(path.join(previous, 'guide'), { recursive: true });
  writeFileSync(path.join(previous, 'guide/a.html'), '<p>A</p>');
  writeFileSync(path.join(previous, 'guide/b.html'), '<p>B</p>');
  return { previous, out };
}
const inode = (file: string) => statSync(file).ino;

describe('writeOutput', () => {
  it('links a file that the previous output holds byte for byte, and writes one that changed', async () => {
    const { previous, out } = folders('incremental');
    const write = (file: string, body: string | ArrayBuffer) =>
      writeOutput(out, file, body, previousFile(previous, file));
    await write('guide/a.html', '<p>A</p>');
    await write('guide/b.html', new TextEncoder().encode('<p>B, edited</p>').buffer);
    await write('guide/c.html', '<p>C</p>');

    expect(inode(path.join(out, 'guide/a.html'))).toBe(inode(path.join(previous, 'guide/a.html')));
    expect(inode(path.join(out, 'guide/b.html'))).not.toBe(inode(path.join(previous, 'guide/b.html')));
    expect(readFileSync(path.join(out, 'guide/b.html'), 'utf8')).toBe('<p>B, edited</p>');
    expect(readFileSync(path.join(out, 'guide/c.html'), 'utf8')).toBe('<p>C</p>');
    // The output being replaced is untouched, whatever happens to the new one.
    expect(readFileSync(path.join(previous, 'guide/b.html'), 'utf8')).toBe('<p>B</p>');
  });

  it('links from a file of another name, such as a shard of the previous index version', async () => {
    const { previous, out } = folders('renamed');
    await writeOutput(out, 'search/en-new/t0.json', '<p>A</p>', path.join(previous, 'guide/a.html'));
    expect(inode(path.join(out, 'search/en-new/t0.json'))).toBe(inode(path.join(previous, 'guide/a.html')));
  });

  it('never writes into an existing file, so a file shared with the previous output cannot change', async () => {
    const { previous, out } = folders('shared');
    const old = path.join(previous, 'guide/a.html');
    await writeOutput(out, 'guide/a.html', '<p>A</p>', old);
    await expect(writeOutput(out, 'guide/a.html', '<p>A, again</p>', old)).rejects.toThrow(/EEXIST/);
    expect(readFileSync(path.join(previous, 'guide/a.html'), 'utf8')).toBe('<p>A</p>');
  });

  it('writes every file of a cold build (no previous output), making each folder once', async () => {
    const out = path.join(root, 'cold', 'dist.tmp');
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => writeOutput(out, `deep/folder/${i}.md`, `# ${i}\n`)),
    );
    expect(readFileSync(path.join(out, 'deep/folder/19.md'), 'utf8')).toBe('# 19\n');
  });
});
