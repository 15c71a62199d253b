import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { resolveSettings } from '../../content-schema/shared/settings';
import { builtPages, readPage } from './site-files';

/** The files git tracks in this repository. */
const tracked = new Set(execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0'));

const editLinkOf = (html: string) =>
  /<a class="rs-doc-footer__edit" href="([^"]+)"/.exec(html)?.[1].replace(/&amp;/g, '&');

describe('"Edit this page" links of the built site', () => {
  const { repository, versions } = resolveSettings();
  const { url, branch } = repository;
  const prefix = `${url}/edit/${branch}/`;
  const pages = builtPages();

  it('lead to the file of this repository that produced the page, on the configured branch', () => {
    const wrong: string[] = [];
    let linked = 0;
    for (const [route, file] of pages) {
      const href = editLinkOf(readPage(file));
      if (!href) continue;
      linked++;
      if (!href.startsWith(prefix)) wrong.push(`${route}: ${href} is not under ${prefix}`);
      else if (!tracked.has(href.slice(prefix.length)))
        wrong.push(`${route}: ${href.slice(prefix.length)} is not a file of this repository`);
    }
    expect(wrong).toEqual([]);
    // Every page of the doc layout has one: all but the home pages, one per version and language.
    expect(linked).toBe(pages.length - 2 * versions.length);
  });

  it('name the Markdown file of the page', () => {
    const [, file] = pages.find(([route]) => route === '/zh/guide/start/quick-start')!;
    expect(editLinkOf(readPage(file))).toBe(`${prefix}content/zh/guide/start/quick-start.md`);
  });

  it('name the archived file on a page of an archived version', () => {
    const [, file] = pages.find(([route]) => route === '/v0.11/zh/guide/start/quick-start')!;
    expect(editLinkOf(readPage(file))).toBe(`${prefix}content/v0.11/zh/guide/start/quick-start.md`);
  });
});
