/** The preview links a page's relative links from its own route, in both editors' layouts. */
import { describe, expect, it } from 'vitest';
import { previewedPage } from '../../scripts/cms/admin/preview-route';

describe('the previewed page', () => {
  it('in the dev editor’s layout takes the language of the side being previewed', () => {
    expect(previewedPage('_cms/1.0/guide/en/start__quick-start.md', 'zh')).toEqual({
      lang: 'zh',
      route: '/zh/guide/start/quick-start',
    });
    expect(previewedPage('_cms/0.11/config/en/lib__format.md', 'en')).toEqual({
      lang: 'en',
      route: '/v0.11/config/lib/format',
    });
    expect(previewedPage('_cms/1.0/guide/en/start__index.md', 'en').route).toBe('/guide/start/');
  });
  it('in the repository’s layout (the published editor) reads the language from the path', () => {
    expect(previewedPage('content/zh/guide/start/quick-start.md', 'en')).toEqual({
      lang: 'zh',
      route: '/zh/guide/start/quick-start',
    });
    expect(previewedPage('content/v0.11/zh/config/lib/format.md', 'en')).toEqual({
      lang: 'zh',
      route: '/v0.11/zh/config/lib/format',
    });
  });
});
