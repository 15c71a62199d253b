import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { applyAppearance, watchSystemTheme } from '~/lib/theme';
import { useThemeStore, type Appearance } from '~/stores/theme';

const NEXT: Record<Appearance, Appearance> = { light: 'dark', dark: 'auto', auto: 'light' };
const ICON: Record<Appearance, string> = {
  light:
    'M12 7a5 5 0 1 0 0 10a5 5 0 0 0 0-10zm0-5v3m0 14v3M4.2 4.2l2.1 2.1m11.4 11.4l2.1 2.1M2 12h3m14 0h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
  dark: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
  auto: 'M12 3a9 9 0 1 0 0 18V3zm0 0a9 9 0 0 1 0 18',
};

/** Cycles light -> dark -> auto. The choice is stored; `auto` follows the system as it changes. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const appearance = useThemeStore((s) => s.appearance);
  const setAppearance = useThemeStore((s) => s.setAppearance);
  // The server cannot know the stored choice: show the icon once hydrated.
  const ready = useSyncExternalStore(
    useThemeStore.persist.onFinishHydration,
    useThemeStore.persist.hasHydrated,
    () => false,
  );
  useEffect(() => {
    void useThemeStore.persist.rehydrate();
  }, []);
  useEffect(() => {
    if (!ready) return;
    applyAppearance(appearance);
    if (appearance === 'auto') return watchSystemTheme(() => applyAppearance('auto'));
  }, [appearance, ready]);
  const label = t('theme.switch', { theme: t(`theme.${appearance}` as const) });
  return (
    <button
      type="button"
      className="rs-nav__icon-button"
      aria-label={label}
      title={label}
      data-appearance={ready ? appearance : undefined}
      onClick={(event) => {
        const next = NEXT[appearance];
        const apply = () => {
          applyAppearance(next);
          setAppearance(next);
        };
        // The reveal animation is only fetched when someone switches.
        void import('~/lib/theme-reveal').then(
          ({ revealTheme }) => revealTheme(event.clientX, event.clientY, apply),
          apply,
        );
      }}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d={ICON[ready ? appearance : 'auto']} />
      </svg>
    </button>
  );
}
