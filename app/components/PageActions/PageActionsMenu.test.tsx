// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '~/i18n/I18nProvider';
import type { Lang } from '~/lib/routes';
import { PageActionsMenu } from './PageActionsMenu';
import type { MenuStart } from './useMenuKeys';

afterEach(cleanup);

/** A key pressed where focus is, as a reader's would be. */
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

function openMenu(start: MenuStart, lang: Lang = 'en') {
  const onDone = vi.fn();
  const onCopyLink = vi.fn();
  render(
    <I18nProvider lang={lang}>
      <button type="button" id="opener">
        Open in…
      </button>
      <PageActionsMenu
        id="menu"
        labelledBy="opener"
        start={start}
        markdown="/rslib/v0.11/guide/start/quick-start.md"
        facts={{
          url: 'https://rslib.rs/v0.11/guide/start/quick-start.md',
          title: 'Quick start',
          version: '0.11',
        }}
        blog={false}
        newTabIcon={null}
        onCopyLink={onCopyLink}
        onDone={onDone}
      />
    </I18nProvider>,
  );
  const items = screen.getAllByRole('menuitem');
  return { items, onDone, onCopyLink, menu: screen.getByRole('menu') };
}

describe('PageActionsMenu', () => {
  it('is a menu named by its button, with its four items in the page language', () => {
    const { items, menu } = openMenu('first', 'zh');
    expect(menu.getAttribute('aria-labelledby')).toBe('opener');
    expect(items.map((item) => item.textContent)).toEqual([
      '复制 Markdown 链接',
      '查看 Markdown （在新标签页中打开）',
      '在 ChatGPT 中打开 （在新标签页中打开）',
      '在 Claude 中打开 （在新标签页中打开）',
    ]);
  });

  it('links the copy of the version read and opens links in a new tab without an opener', () => {
    const { items } = openMenu('first');
    expect(items[1].getAttribute('href')).toBe('/rslib/v0.11/guide/start/quick-start.md');
    for (const link of items.slice(1)) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const prompt = new URL(items[2].getAttribute('href')!).searchParams.get('q');
    expect(prompt).toContain('https://rslib.rs/v0.11/guide/start/quick-start.md');
    expect(prompt).toContain('Rslib 0.11');
  });

  it('moves focus with the arrow keys (wrapping), Home and End; items stay out of the Tab order', () => {
    const { items } = openMenu('first');
    expect(items.every((item) => item.tabIndex === -1)).toBe(true);
    expect(document.activeElement).toBe(items[0]);
    press('ArrowDown');
    expect(document.activeElement).toBe(items[1]);
    press('End');
    expect(document.activeElement).toBe(items[3]);
    press('ArrowDown');
    expect(document.activeElement).toBe(items[0]);
    press('ArrowUp');
    expect(document.activeElement).toBe(items[3]);
    press('Home');
    expect(document.activeElement).toBe(items[0]);
  });

  it('starts on the last item when opened with ↑', () => {
    const { items } = openMenu('last');
    expect(document.activeElement).toBe(items[3]);
  });

  it('activates a link with Space as with Enter, and closes on Tab', () => {
    const { items, onDone } = openMenu('first');
    const clicked = vi.fn((event: Event) => event.preventDefault());
    items[1].addEventListener('click', clicked);
    items[1].focus();
    press(' ');
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledTimes(1);
    press('Tab');
    expect(onDone).toHaveBeenCalledTimes(2);
  });

  it('copies the link, then closes', () => {
    const { items, onCopyLink, onDone } = openMenu('first');
    fireEvent.click(items[0]);
    expect(onCopyLink).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
