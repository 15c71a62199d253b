// What the page actions need beyond their two buttons, in one chunk of its
// own: fetched when the page is idle, or at once when a reader reaches for a
// button first (PageActions.tsx), so the first load carries only the buttons.
export { PageActionsMenu } from './PageActionsMenu';
export { copyFetched, copyText } from './clipboard';
export { addPageActionStrings } from '~/i18n/page-actions-strings';
