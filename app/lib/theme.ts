import type { Appearance } from '~/stores/theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function isDark(appearance: Appearance): boolean {
  return appearance === 'dark' || (appearance === 'auto' && matchMedia(DARK_QUERY).matches);
}

/** Puts the `dark` class and `color-scheme` on `<html>` for an appearance. */
export function applyAppearance(appearance: Appearance) {
  const dark = isDark(appearance);
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  // DocSearch's dialog reads its dark theme from data-theme.
  root.dataset.theme = dark ? 'dark' : 'light';
}

/** Calls `onChange` when the system theme flips (for `auto`). Returns the unsubscribe. */
export function watchSystemTheme(onChange: () => void): () => void {
  const query = matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
