import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import type { Lang } from '~/lib/routes';

/**
 * The page shell's UI strings (namespace `shell`), in every language. They
 * ship with the page; the search dialog's own strings (namespace `search`,
 * `locales/search.*.json`) load with the dialog.
 */
export const shellStrings: Record<Lang, typeof en> = { en, zh };

export type ShellKey = keyof typeof en;
