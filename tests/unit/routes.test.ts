import { describe, expect, it } from 'vitest';
import { dedupeLangPrefix, localizePath, normalizeRoutePath, routePathOf, splitLang } from '~/lib/routes';

describe('normalizeRoutePath', () => {
  it('decodes, drops .html and turns a trailing /index into /', () => {
    expect(normalizeRoutePath('/guide/start/quick-start.html')).toBe('/guide/start/quick-start');
    expect(normalizeRoutePath('/guide/start/index')).toBe('/guide/start/');
    expect(normalizeRoutePath('/guide/start/index.html')).toBe('/guide/start/');
    expect(normalizeRoutePath('/zh/guide/%E4%BB%8B%E7%BB%8D')).toBe('/zh/guide/介绍');
  });
  it('adds the leading slash, folds doubled slashes and ignores query and hash', () => {
    expect(normalizeRoutePath('guide//basic/cli?x=1#flags')).toBe('/guide/basic/cli');
  });
  it('keeps a malformed escape as it is instead of throwing', () => {
    expect(normalizeRoutePath('/guide/%E4')).toBe('/guide/%E4');
  });
});

describe('language prefix', () => {
  it('reads the language from the first segment, English by default', () => {
    expect(splitLang('/zh/guide/start/')).toEqual({ lang: 'zh', path: '/guide/start/' });
    expect(splitLang('/zh/')).toEqual({ lang: 'zh', path: '/' });
    expect(splitLang('/zh')).toEqual({ lang: 'zh', path: '/' });
    expect(splitLang('/guide/start/')).toEqual({ lang: 'en', path: '/guide/start/' });
    expect(splitLang('/zhx/page')).toEqual({ lang: 'en', path: '/zhx/page' });
  });
  it('localises a path for either language without doubling the prefix', () => {
    expect(localizePath('/guide/x', 'zh')).toBe('/zh/guide/x');
    expect(localizePath('/zh/guide/x', 'zh')).toBe('/zh/guide/x');
    expect(localizePath('/', 'zh')).toBe('/zh/');
    expect(localizePath('/zh/guide/x', 'en')).toBe('/guide/x');
  });
  it('sends a doubled prefix to the page that was meant', () => {
    expect(dedupeLangPrefix('/zh/zh/guide/x')).toBe('/zh/guide/x');
    expect(dedupeLangPrefix('/zh/zh')).toBe('/zh/');
    expect(dedupeLangPrefix('/zh/guide/x')).toBeUndefined();
  });
});

describe('routePathOf', () => {
  it('maps content files to routes', () => {
    expect(routePathOf('en/guide/start/quick-start.md')).toBe('/guide/start/quick-start');
    expect(routePathOf('zh/guide/start/quick-start.md')).toBe('/zh/guide/start/quick-start');
    expect(routePathOf('en/guide/start/index.md')).toBe('/guide/start/');
    expect(routePathOf('en/index.md')).toBe('/');
    expect(routePathOf('zh/index.md')).toBe('/zh/');
  });
});
