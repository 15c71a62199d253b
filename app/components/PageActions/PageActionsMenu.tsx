import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addPageActionStrings } from '~/i18n/page-actions-strings';
import { chatLinks, type PromptFacts } from '~/lib/chat-links';
import type { Lang } from '~/lib/routes';
import { useMenuKeys, type MenuStart } from './useMenuKeys';

interface Props {
  id: string;
  /** The id of the button that opens the menu, which names it. */
  labelledBy: string;
  start: MenuStart;
  /** The Markdown copy on the host being read (under its base path). */
  markdown: string;
  /** What the chat prompts name: the copy's absolute URL, the page's title and version. */
  facts: PromptFacts;
  blog: boolean;
  /** Marks the items that open a new tab (the first load's icon, so this chunk shares no module with it). */
  newTabIcon: ReactNode;
  /** Copies the link of the Markdown copy. */
  onCopyLink: () => void;
  /**
   * An item was chosen, or Tab pressed: the menu closes and focus goes back to
   * its button (from where Tab goes on to what follows it).
   */
  onDone: () => void;
}

/**
 * The "Open in…" menu: copy the link of the page's Markdown copy, view the
 * copy, or open it in ChatGPT or Claude with a prompt in the page's language
 * that names the version read. Loaded with the actions' lazy chunk.
 */
export function PageActionsMenu({
  id,
  labelledBy,
  start,
  markdown,
  facts,
  blog,
  newTabIcon,
  onCopyLink,
  onDone,
}: Props) {
  const { i18n } = useTranslation();
  addPageActionStrings(i18n, i18n.language as Lang);
  const { t } = useTranslation('pageActions');
  const menu = useRef<HTMLDivElement>(null);
  const onKeyDown = useMenuKeys(menu, start, onDone);
  const chats = useMemo(
    () => chatLinks(facts, (f) => t(blog ? 'pageActions.promptBlog' : 'pageActions.prompt', { ...f })),
    [facts, blog, t],
  );
  const newTab = (href: string, label: string) => (
    <a
      role="menuitem"
      tabIndex={-1}
      className="rs-page-actions__item"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onDone}
    >
      {label}
      <span className="rs-sr-only"> {t('pageActions.newTab')}</span>
      {newTabIcon}
    </a>
  );
  return (
    <div
      id={id}
      ref={menu}
      role="menu"
      tabIndex={-1}
      aria-labelledby={labelledBy}
      className="rs-page-actions__menu"
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className="rs-page-actions__item"
        onClick={() => {
          onCopyLink();
          onDone();
        }}
      >
        {t('pageActions.copyLink')}
      </button>
      {newTab(markdown, t('pageActions.view'))}
      {newTab(chats.chatgpt, t('pageActions.chatgpt'))}
      {newTab(chats.claude, t('pageActions.claude'))}
    </div>
  );
}
