import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** The storage key of tab choices; read before first paint to avoid a flash of the default tab. */
export const TABS_STORAGE_KEY = 'rslib-tabs';

/**
 * The head script shows the stored tabs with a constructed stylesheet, not a
 * `<style>` element: React hydrates `<head>` too, and an element it did not
 * render there makes it throw the server HTML away and render the whole
 * document again. The sheet carries this mark so that the tabs can drop it
 * once React holds the choice.
 */
export const TABS_SHEET_MARK = 'rsTabs';

/** Removes the head script's stylesheet: from now on React shows the chosen tab. */
export function dropStoredTabsSheet() {
  if (!document.adoptedStyleSheets) return;
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => !(TABS_SHEET_MARK in sheet));
}

interface TabsState {
  /** Selected tab value per group id, shared by every tab group of that id on the page. */
  selected: Record<string, string>;
  select: (groupId: string, value: string) => void;
}

export const useTabsStore = create<TabsState>()(
  persist(
    (set) => ({
      selected: {},
      select: (groupId, value) => set((s) => ({ selected: { ...s.selected, [groupId]: value } })),
    }),
    { name: TABS_STORAGE_KEY, skipHydration: true },
  ),
);
