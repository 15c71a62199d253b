import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { loadContentIndex } from '~/lib/content.server';
import { collectProblems } from '../../scripts/checks/collect-problems';
import { formatProblem } from '../../content-schema/shared/problems';
import { buildFixtureContent } from '../helpers/build-fixture-content';

// The README's "Add a page" example is what new writers copy: it must pass
// every check as it stands, in both languages, the length floor included.
it('the README example page passes the content checks', async () => {
  const readme = await readFile('README.md', 'utf8');
  const pages = [...readme.matchAll(/```markdown title="content\/((?:en|zh)\/[^"]+)"\n([\s\S]*?)\n```\n/g)];
  expect(pages.map((m) => m[1])).toEqual(['en/guide/basic/my-topic.md', 'zh/guide/basic/my-topic.md']);
  const dir = await mkdtemp(path.join(tmpdir(), 'rslib-readme-'));
  for (const [, file, text] of pages) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), `${text}\n`);
    const lang = file.slice(0, 2);
    await writeFile(
      path.join(dir, lang, '_navigation.yaml'),
      'nav: []\nsidebars:\n  - prefix: /guide/\n    items:\n      - text: My topic\n        link: /guide/basic/my-topic\n',
    );
  }
  const { code, output, generatedDir } = await buildFixtureContent(dir);
  expect(code, output).toBe(0);
  expect(collectProblems(dir, loadContentIndex(generatedDir)).map(formatProblem)).toEqual([]);
});
