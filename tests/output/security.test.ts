/**
 * The security output of `npm run build`: every page carries its own CSP as
 * a meta tag, with the hashes of its inline scripts; `_headers` holds only a
 * few site-wide rules, within what Cloudflare Pages and Netlify accept.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../../scripts/lib/headers-file';
import { pagePolicyProblems } from '../helpers/page-policy';
import { builtPages, OUT, readPage } from './site-files';

describe('the CSP meta of every built page', () => {
  const pages: [string, string][] = [...builtPages(), ['404', path.join(OUT, '404.html')]];

  it('covers the built pages', () => {
    expect(pages.length).toBeGreaterThan(50);
  });

  it('is one meta, first in <head>, listing exactly the hashes of the page inline scripts', () => {
    const problems = pages.flatMap(([route, file]) =>
      pagePolicyProblems(readPage(file)).map((p) => `${route}: ${p}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('_headers', () => {
  const text = readFileSync(path.join(OUT, '_headers'), 'utf8');
  const rules = parseHeadersFile(text);

  it('has at most 10 rules, each line within 2,000 characters (Cloudflare Pages: 100 rules, 2,000 a line)', () => {
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.length).toBeLessThanOrEqual(10);
    const long = text.split('\n').filter((line) => line.length > 2000);
    expect(long).toEqual([]);
  });

  it('is in the Netlify/Cloudflare format: paths from the root, then indented `Name: value` lines', () => {
    for (const line of text.split('\n').filter((l) => l.trim())) {
      expect(line).toMatch(/^(\/\S*| {2}[A-Za-z-]+: \S.*)$/);
    }
    for (const { path: rulePath, headers } of rules) {
      expect(rulePath).toMatch(/^\/[\w/:.*-]*$/);
      // Cloudflare Pages: one splat a rule.
      expect(rulePath.split('*').length).toBeLessThanOrEqual(2);
      expect(headers.length).toBeGreaterThan(0);
    }
  });

  it('carries what a meta cannot, everywhere, and never a script source that would block the hashed scripts', () => {
    const all = rules.find((r) => r.path === '/*');
    const headers = new Map(all?.headers);
    const csp = headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toMatch(/script-src|default-src/);
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    const cspRules = rules.filter((r) => r.headers.some(([name]) => /content-security-policy/i.test(name)));
    expect(cspRules.map((r) => r.path)).toEqual(['/*']);
  });
});
