import { describe, expect, it } from 'vitest';
import { CSP_PLACEHOLDER } from '../../app/lib/csp';
import { headersFile, withPagePolicy } from '../../scripts/build/security-headers';
import { headersPathToGlob, parseHeadersFile } from '../../scripts/lib/headers-file';
import { pagePolicyProblems } from '../helpers/page-policy';

const local = { mode: 'local' } as const;
// The placeholder as React writes it: quotes in attributes become entities.
const meta = `<meta http-equiv="Content-Security-Policy" content="${CSP_PLACEHOLDER.replace(/'/g, '&#x27;')}"/>`;
const page = (head: string, body = '') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

describe('withPagePolicy', () => {
  it('fills the meta with the hashes of every inline script, head and body, and nothing else', () => {
    const html = withPagePolicy(
      page(
        `${meta}<script>document.documentElement.dataset.theme='dark'</script><link rel="stylesheet" href="/a.css"/>`,
        `<script>window.__remixContext = {}</script><script type="module" async="">import "/x.js"</script><script src="/y.js"></script>`,
      ),
      local,
      '/',
    );
    expect(pagePolicyProblems(html)).toEqual([]);
    expect(html).not.toContain(CSP_PLACEHOLDER);
  });

  it('lists the search host for Algolia', () => {
    const html = withPagePolicy(
      page(meta, '<script>1</script>'),
      { mode: 'algolia', appId: 'APP', apiKey: 'k', indexName: 'lib' },
      '/',
    );
    expect(html).toContain("connect-src 'self' https://APP-dsn.algolia.net");
    expect(pagePolicyProblems(html)).toEqual([]);
  });

  it('refuses a page without the meta, with two, or with a script ahead of it', () => {
    expect(() => withPagePolicy(page('<script>1</script>'), local, '/a')).toThrow('/a has 0 CSP meta tags');
    expect(() => withPagePolicy(page(meta + meta), local, '/b')).toThrow('/b has 2 CSP meta tags');
    expect(() => withPagePolicy(page(`<script>1</script>${meta}`), local, '/c')).toThrow(
      'before its CSP meta',
    );
    expect(() => withPagePolicy(page(`<link rel="stylesheet" href="/a.css"/>${meta}`), local, '/d')).toThrow(
      'before its CSP meta',
    );
  });
});

describe('_headers', () => {
  it('reads back as the rules it was written with, comments and blank lines aside', () => {
    const rules = parseHeadersFile(`# a comment\n${headersFile()}\n`);
    expect(rules.map((r) => r.path)).toEqual(['/*', '/assets/*', '/search/:version/*']);
    expect(rules[0].headers.map(([name]) => name)).toContain('Content-Security-Policy');
  });

  it('matches paths in `npm start` as a host does: a placeholder is one segment, a splat the rest', () => {
    expect(headersPathToGlob('/*')).toBe('/**');
    expect(headersPathToGlob('/search/:version/*')).toBe('/search/*/**');
    expect(headersPathToGlob('/404.html')).toBe('/404.html');
  });

  it('fails loudly on a header line outside a rule', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow('is not a header under a path');
  });
});
