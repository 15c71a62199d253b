import { create } from 'zustand';

/** Drawers and menus a reader opens; everything else about the layout is derived. */
interface UiState {
  navScreenOpen: boolean;
  sidebarOpen: boolean;
  outlineOpen: boolean;
  toggle: (part: 'navScreenOpen' | 'sidebarOpen' | 'outlineOpen') => void;
  closeAll: () => void;
}

export const useUiStore = create<UiState>()((set) => ({
  navScreenOpen: false,
  sidebarOpen: false,
  outlineOpen: false,
  toggle: (part) => set((s) => ({ [part]: !s[part] })),
  closeAll: () => set({ navScreenOpen: false, sidebarOpen: false, outlineOpen: false }),
}));
