import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import searchEn from '../../locales/search.en.json';
import searchZh from '../../locales/search.zh.json';
import pageActionsEn from '../../locales/page-actions.en.json';
import pageActionsZh from '../../locales/page-actions.zh.json';
import { i18nFor } from '~/i18n/i18n';

describe('UI string catalogs', () => {
  it('have exactly the same keys in both languages', () => {
    const enKeys = Object.keys(en).sort();
    const zhKeys = Object.keys(zh).sort();
    expect(
      enKeys.filter((k) => !zhKeys.includes(k)),
      'keys missing from locales/zh.json',
    ).toEqual([]);
    expect(
      zhKeys.filter((k) => !enKeys.includes(k)),
      'keys missing from locales/en.json',
    ).toEqual([]);
  });
  it('of the search dialog have the same keys in both languages', () => {
    expect(Object.keys(searchZh).sort()).toEqual(Object.keys(searchEn).sort());
  });
  it("of the page actions' menu have the same keys in both languages", () => {
    expect(Object.keys(pageActionsZh).sort()).toEqual(Object.keys(pageActionsEn).sort());
  });
  it('have no empty strings', () => {
    for (const [lang, catalog] of Object.entries({
      en,
      zh,
      'search.en': searchEn,
      'search.zh': searchZh,
      'page-actions.en': pageActionsEn,
      'page-actions.zh': pageActionsZh,
    })) {
      const empty = Object.entries(catalog).filter(([, v]) => !String(v).trim());
      expect(empty, `empty strings in locales/${lang}.json`).toEqual([]);
    }
  });
  it('carry the labels of the Rslib site (outline title, pager, 404)', () => {
    expect(en['outline.title']).toBe('ON THIS PAGE');
    expect(zh['outline.title']).toBe('目录');
    expect([en['docFooter.prev'], en['docFooter.next']]).toEqual(['Previous Page', 'Next Page']);
    expect([zh['docFooter.prev'], zh['docFooter.next']]).toEqual(['上一页', '下一页']);
    expect([en['notFound.title'], en['notFound.home']]).toEqual(['PAGE NOT FOUND', 'Take me home']);
  });
});

describe('i18next instances', () => {
  it('fill placeholders in the page language', () => {
    expect(i18nFor('en').t('theme.switch', { theme: 'Dark' })).toBe('Switch theme (current: Dark)');
    expect(i18nFor('zh').t('badge.added', { version: '0.11.1' })).toBe('0.11.1 新增');
  });
  it('keep the language of their route, whatever the other instance does', async () => {
    await i18nFor('en').changeLanguage('en');
    expect(i18nFor('zh').t('outline.title')).toBe('目录');
    expect(i18nFor('en').t('outline.title')).toBe('ON THIS PAGE');
  });
  it('report a missing key and show the key', () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.join(' '));
    try {
      // @ts-expect-error: a key the catalogs lack, which tsc rejects too
      expect(i18nFor('en').t('nope.key')).toBe('nope.key');
    } finally {
      console.error = original;
    }
    expect(errors).toEqual(['Missing UI string "nope.key" in namespace shell (en)']);
  });
});

describe('the UI-string check of content:check', () => {
  it('names the file and the key one language lacks', async () => {
    const { localeProblems } = await import('../../scripts/checks/locale-checks');
    const files: Record<string, string> = {
      'locales/en.json': '{"a.b": "A", "c": "C"}',
      'locales/zh.json': '{"a.b": "甲", "c": " "}',
      'locales/search.en.json': '{"x": "X"}',
      'locales/search.zh.json': '{"x": "叉", "y": "乙"}',
      'locales/page-actions.en.json': '{"p.q": "Q"}',
      'locales/page-actions.zh.json': '{}',
    };
    expect(localeProblems((file) => files[file]).map((p) => [p.file, p.message])).toEqual([
      ['locales/zh.json', 'UI string "c" is empty'],
      ['locales/search.en.json', 'missing UI string "y" (locales/search.zh.json has it)'],
      ['locales/page-actions.zh.json', 'missing UI string "p.q" (locales/page-actions.en.json has it)'],
    ]);
  });
  it('passes on the real catalogs', async () => {
    const { localeProblems } = await import('../../scripts/checks/locale-checks');
    expect(localeProblems()).toEqual([]);
  });
});
