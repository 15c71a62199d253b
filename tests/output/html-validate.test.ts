import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { splitRoute } from '../../content-schema/shared/routes';
import { CURRENT_VERSION } from '../../content-schema/shared/versions';
import { builtPages, OUT, readPage } from './site-files';

// The recommended preset, with each exception explained.
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // React writes `charSet`, `hrefLang`, `crossOrigin` in camel case; HTML attributes are case-insensitive.
    'attr-case': 'off',
    // React closes void elements (`<meta/>`), which HTML allows.
    'void-style': 'off',
    // React writes boolean attributes as `hidden=""` and `async=""`, which HTML allows.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's useId gives ids like `:R1:`: valid HTML ids (no whitespace), not the letter-first legacy form.
    'valid-id': ['error', { relaxed: true }],
    // A tool logo's `logoScale` (app/config/tool-cards.server.ts) is applied as an inline transform.
    'no-inline-style': 'off',
  },
});

describe('every built page is valid HTML', () => {
  const pages = [...builtPages(), ['/404', `${OUT}/404.html`] as [string, string]];
  // The sitemap lists the current version only; archived pages are validated all the same.
  it('finds every page of the sitemap', () => {
    const sitemap = readPage(`${OUT}/sitemap.xml`);
    const listed = [...sitemap.matchAll(/<loc>https:\/\/rslib\.rs([^<]*)<\/loc>/g)].map(([, route]) => route);
    expect(listed.length).toBeGreaterThan(0);
    expect(
      builtPages()
        .map(([route]) => route)
        .filter((route) => splitRoute(route).version === CURRENT_VERSION)
        .sort(),
    ).toEqual(listed.sort());
  });
  for (const [route, file] of pages) {
    it(route, async () => {
      const report = await validator.validateString(readPage(file), file);
      const messages = report.results.flatMap((r) =>
        r.messages.map((m) => `${m.ruleId} (line ${m.line}): ${m.message}`),
      );
      expect(messages).toEqual([]);
    });
  }
});
