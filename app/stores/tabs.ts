import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** The storage key of tab choices; read before first paint to avoid a flash of the default tab. */
export const TABS_STORAGE_KEY = 'rslib-tabs';

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
