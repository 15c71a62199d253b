import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type Appearance = 'light' | 'dark' | 'auto';

/** The localStorage key the inline head script reads before first paint. */
export const THEME_STORAGE_KEY = 'rslib-theme-appearance';

interface ThemeState {
  appearance: Appearance;
  setAppearance: (appearance: Appearance) => void;
}

export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      appearance: 'auto',
      setAppearance: (appearance) => set({ appearance }),
    }),
    {
      name: THEME_STORAGE_KEY,
      // The head script reads a bare value, not zustand's JSON envelope.
      storage: {
        getItem: (name) => {
          const value = localStorage.getItem(name);
          return value ? { state: { appearance: value as Appearance } } : null;
        },
        setItem: (name, value) => localStorage.setItem(name, value.state.appearance),
        removeItem: (name) => localStorage.removeItem(name),
      },
      skipHydration: true,
    },
  ),
);
