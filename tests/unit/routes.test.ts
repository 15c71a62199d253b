import { describe, expect, it } from 'vitest';
import {
  dedupeLangPrefix,
  joinRoute,
  localizePath,
  normalizeRoutePath,
  routePathOf,
  sourceParts,
  splitLang,
  splitRoute,
  withoutDefaultLangPrefix,
} from '~/lib/routes';
import { CURRENT_VERSION } from '../../content-schema/shared/versions';

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

describe('versions in routes', () => {
  it('reads the version first, then the language; the current version and English carry no prefix', () => {
    expect(splitRoute('/v0.11/zh/guide/start/quick-start')).toEqual({
      version: '0.11',
      lang: 'zh',
      path: '/guide/start/quick-start',
    });
    expect(splitRoute('/v0.11/guide/x')).toEqual({ version: '0.11', lang: 'en', path: '/guide/x' });
    expect(splitRoute('/v0.11')).toEqual({ version: '0.11', lang: 'en', path: '/' });
    expect(splitRoute('/v0.11/zh')).toEqual({ version: '0.11', lang: 'zh', path: '/' });
    expect(splitRoute('/zh/guide/x')).toEqual({ version: CURRENT_VERSION, lang: 'zh', path: '/guide/x' });
    // Only a declared archive is a version: anything else is a path of the current version.
    expect(splitRoute('/v9.9/guide/x')).toEqual({
      version: CURRENT_VERSION,
      lang: 'en',
      path: '/v9.9/guide/x',
    });
  });
  it('writes a route back in the same order', () => {
    expect(joinRoute('0.11', 'zh', '/guide/x')).toBe('/v0.11/zh/guide/x');
    expect(joinRoute('0.11', 'en', '/')).toBe('/v0.11/');
    expect(joinRoute('0.11', 'zh', '/')).toBe('/v0.11/zh/');
    expect(joinRoute(CURRENT_VERSION, 'en', '/')).toBe('/');
    expect(joinRoute(CURRENT_VERSION, 'zh', '/config/')).toBe('/zh/config/');
  });
  it('switches the language of a page and keeps its version', () => {
    expect(localizePath('/v0.11/guide/x', 'zh')).toBe('/v0.11/zh/guide/x');
    expect(localizePath('/v0.11/zh/guide/x', 'en')).toBe('/v0.11/guide/x');
  });
  it('maps an archived version’s files to its routes', () => {
    expect(routePathOf('v0.11/en/guide/start/quick-start.md')).toBe('/v0.11/guide/start/quick-start');
    expect(routePathOf('v0.11/zh/index.md')).toBe('/v0.11/zh/');
    expect(sourceParts('v0.11/zh/guide/x.md')).toEqual({ version: '0.11', lang: 'zh', rest: 'guide/x.md' });
  });
  it('drops the English prefix and a doubled language prefix inside a version', () => {
    expect(withoutDefaultLangPrefix('/v0.11/en/guide/x')).toBe('/v0.11/guide/x');
    expect(withoutDefaultLangPrefix('/v0.11/en')).toBe('/v0.11/');
    expect(withoutDefaultLangPrefix('/v0.11/guide/x')).toBeUndefined();
    expect(dedupeLangPrefix('/v0.11/zh/zh/guide/x')).toBe('/v0.11/zh/guide/x');
  });
});
