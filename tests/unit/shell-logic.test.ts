import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalUIEnabled } from '~/lib/global-ui';
import { localeRedirectTarget } from '~/lib/locale-redirect';
import { throttle } from '~/lib/throttle';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  it('runs at once, then at most once per window, and once more with the last call', () => {
    const calls: number[] = [];
    const f = throttle((n: number) => calls.push(n), 100);
    f(1);
    f(2);
    f(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(100);
    expect(calls).toEqual([1, 3]);
    vi.advanceTimersByTime(500);
    f(4);
    expect(calls).toEqual([1, 3, 4]);
  });
});

describe('globalUIEnabled', () => {
  it('is off with the frontmatter flag or the query', () => {
    expect(globalUIEnabled(true, '')).toBe(true);
    expect(globalUIEnabled(false, '')).toBe(false);
    expect(globalUIEnabled(true, '?globalUIComponents=0')).toBe(false);
    expect(globalUIEnabled(true, '?globalUIComponents=1')).toBe(true);
  });
});

describe('localeRedirectTarget (what useLocaleRedirect follows)', () => {
  const base = {
    mode: 'auto' as const,
    alreadyRedirected: false,
    browserLanguages: ['zh-CN', 'en'],
    pageLang: 'en' as const,
    alternates: [
      { lang: 'en' as const, path: '/guide/start/' },
      { lang: 'zh' as const, path: '/zh/guide/start/' },
    ],
    isBot: () => false,
  };
  it('sends a Chinese browser to the Chinese page once', () => {
    expect(localeRedirectTarget(base)).toBe('/zh/guide/start/');
    expect(localeRedirectTarget({ ...base, alreadyRedirected: true })).toBeUndefined();
  });
  it('never moves bots, English browsers, Chinese pages, or when switched off', () => {
    expect(localeRedirectTarget({ ...base, isBot: () => true })).toBeUndefined();
    expect(localeRedirectTarget({ ...base, browserLanguages: ['en-US', 'zh'] })).toBeUndefined();
    expect(localeRedirectTarget({ ...base, browserLanguages: [] })).toBeUndefined();
    expect(localeRedirectTarget({ ...base, pageLang: 'zh' })).toBeUndefined();
    expect(localeRedirectTarget({ ...base, mode: 'never' })).toBeUndefined();
  });
  it('asks whether the visitor is a bot only when the answer depends on it', () => {
    let asked = 0;
    const isBot = () => (asked++, false);
    localeRedirectTarget({ ...base, browserLanguages: ['en-US'], isBot });
    localeRedirectTarget({ ...base, alreadyRedirected: true, isBot });
    expect(asked).toBe(0);
    localeRedirectTarget({ ...base, isBot });
    expect(asked).toBe(1);
  });
});
