import { useMemo } from 'react';
import { useTranslation } from '~/i18n/I18nProvider';
import { translateSearch, type SearchUiKey } from '~/i18n/search-catalogs';

/** DocSearch's dialog texts from the site's catalogs. */
export function useSearchTranslations() {
  const { lang } = useTranslation();
  const t = (key: `search.${SearchUiKey}`) => translateSearch(lang, key.slice('search.'.length) as SearchUiKey);
  return useMemo(
    () => ({
      searchBox: {
        placeholderText: t('search.placeholder'),
        clearButtonTitle: t('search.clear'),
        clearButtonAriaLabel: t('search.clear'),
        closeButtonText: t('search.close'),
        closeButtonAriaLabel: t('search.close'),
        searchInputLabel: t('search.placeholder'),
      },
      startScreen: {
        recentSearchesTitle: t('search.recentTitle'),
        noRecentSearchesText: t('search.noRecent'),
        saveRecentSearchButtonTitle: t('search.saveRecent'),
        removeRecentSearchButtonTitle: t('search.removeRecent'),
        favoriteSearchesTitle: t('search.favoritesTitle'),
        removeFavoriteSearchButtonTitle: t('search.removeFavorite'),
      },
      errorScreen: { titleText: t('search.errorTitle'), helpText: t('search.errorHelp') },
      noResultsScreen: {
        noResultsText: t('search.noResults'),
        suggestedQueryText: t('search.suggestedQuery'),
        reportMissingResultsText: t('search.reportMissing'),
        reportMissingResultsLinkText: t('search.reportMissingLink'),
      },
      footer: {
        selectText: t('search.select'),
        navigateText: t('search.navigate'),
        closeText: t('search.closeKey'),
        poweredByText: t('search.poweredBy'),
      },
    }),
    [lang],
  );
}
