import { useEffect, useLayoutEffect, type KeyboardEvent, type RefObject } from 'react';

/** Which item takes focus when the menu opens: the first (click, Enter, Space, ↓) or the last (↑). */
export type MenuStart = 'first' | 'last';

const itemsOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

// Not on the server, where layout effects warn: the menu only ever renders in the browser.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The keyboard of a menu (WAI-ARIA menu button pattern): focus moves to the
 * `start` item as it opens; ↓ and ↑ move through the items, wrapping; Home and
 * End go to the ends; Space activates a link item as Enter does; Tab leaves
 * the menu from its button (`leave`), so focus goes on to whatever follows the
 * button. Escape and clicks outside are the opener's (use-dismiss.ts).
 */
export function useMenuKeys(menu: RefObject<HTMLElement | null>, start: MenuStart, leave: () => void) {
  useBrowserLayoutEffect(() => {
    const items = itemsOf(menu.current);
    items[start === 'first' ? 0 : items.length - 1]?.focus();
  }, [menu, start]);
  return (event: KeyboardEvent<HTMLElement>) => {
    const items = itemsOf(menu.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const goTo = (index: number) => {
      event.preventDefault();
      items[(index + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return goTo(at + 1);
      case 'ArrowUp':
        return goTo(at < 0 ? -1 : at - 1);
      case 'Home':
        return goTo(0);
      case 'End':
        return goTo(-1);
      case 'Tab':
        return leave();
      case ' ':
        if (event.target instanceof HTMLAnchorElement) {
          event.preventDefault();
          event.target.click();
        }
    }
  };
}
