import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { applyAppearance, watchSystemTheme } from '~/lib/theme';
import { useThemeStore, type Appearance } from '~/stores/theme';
import { Icon, type IconName } from '~/components/Icon/icons';

const NEXT: Record<Appearance, Appearance> = { light: 'dark', dark: 'auto', auto: 'light' };
const ICON: Record<Appearance, IconName> = { light: 'sun', dark: 'moon', auto: 'halfMoon' };

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
      <Icon name={ICON[ready ? appearance : 'auto']} />
    </button>
  );
}
