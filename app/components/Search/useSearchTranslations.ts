import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { addSearchStrings } from '~/i18n/search-strings';
import type { Lang } from '~/lib/routes';

/** DocSearch's dialog texts from the `search` namespace, which loads with the dialog. */
export function useSearchTranslations() {
  const { i18n } = useTranslation();
  addSearchStrings(i18n, i18n.language as Lang);
  const { t } = useTranslation('search');
  const translations = useMemo(
    () => ({
      searchBox: {
        placeholderText: t('placeholder'),
        clearButtonTitle: t('clear'),
        clearButtonAriaLabel: t('clear'),
        closeButtonText: t('close'),
        closeButtonAriaLabel: t('close'),
        searchInputLabel: t('placeholder'),
      },
      startScreen: {
        recentSearchesTitle: t('recentTitle'),
        noRecentSearchesText: t('noRecent'),
        saveRecentSearchButtonTitle: t('saveRecent'),
        removeRecentSearchButtonTitle: t('removeRecent'),
        favoriteSearchesTitle: t('favoritesTitle'),
        removeFavoriteSearchButtonTitle: t('removeFavorite'),
      },
      errorScreen: { titleText: t('errorTitle'), helpText: t('errorHelp') },
      noResultsScreen: {
        noResultsText: t('noResults'),
        suggestedQueryText: t('suggestedQuery'),
        reportMissingResultsText: t('reportMissing'),
        reportMissingResultsLinkText: t('reportMissingLink'),
      },
      footer: {
        selectText: t('select'),
        navigateText: t('navigate'),
        closeText: t('closeKey'),
        poweredByText: t('poweredBy'),
      },
    }),
    [t],
  );
  return { translations, t };
}
