import {
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '~/components/Icon/icons';
import { withBase } from '~/lib/base-path';
import { absoluteUrl, markdownPathOf } from '~/lib/markdown-copy';
import { splitRoute } from '~/lib/routes';
import { useCopyFeedback } from '~/lib/use-copy-feedback';
import { useDismiss } from '~/lib/use-dismiss';
import { LazyPageActionsMenu, preload, preloadWhenIdle, withChunk } from './page-actions-loader';
import { PageActionsStatus } from './PageActionsStatus';
import type { MenuStart } from './useMenuKeys';
import './PageActions.css';

interface Props {
  routePath: string;
  title: string;
  /** A blog post: its prompt speaks of a post, not of a documentation version. */
  blog: boolean;
}

/**
 * Under a page's h1: "Copy Markdown" puts the page's Markdown copy on the
 * clipboard, and "Open in…" is the button of PageActionsMenu (WAI-ARIA menu
 * button). Rendered outside the Markdown body (Content.tsx), they respond as
 * soon as the page shell hydrates; their state is their own, so no update of
 * theirs reaches the body while it waits, dehydrated, for its renderer.
 */
export function PageActions({ routePath, title, blog }: Props) {
  const { t, i18n } = useTranslation();
  const [outcome, report] = useCopyFeedback<'markdown' | 'link'>();
  const [menu, setMenu] = useState<MenuStart | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = useCallback(() => setMenu(null), []);
  useDismiss(menu !== null, root, close, trigger);
  useEffect(preloadWhenIdle, []);
  const markdown = withBase(markdownPathOf(routePath));
  const facts = useMemo(
    () => ({ url: absoluteUrl(markdownPathOf(routePath)), title, version: splitRoute(routePath).version }),
    [routePath, title],
  );
  const backToButton = () => {
    close();
    trigger.current?.focus();
  };
  const openByKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setMenu(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  const copied = outcome?.what === 'markdown' ? (outcome.ok ? 'copied' : 'failed') : undefined;
  return (
    <div className="rs-page-actions" ref={root} onPointerEnter={preload} onFocus={preload}>
      <button
        type="button"
        className={`rs-page-actions__button${copied ? ` rs-page-actions__button--${copied}` : ''}`}
        onClick={() =>
          void report(
            'markdown',
            withChunk(i18n, (chunk) => chunk.copyFetched(markdown)),
          )
        }
      >
        <Icon name={copied === 'copied' ? 'check' : copied ? 'close' : 'copy'} size={16} />
        {t(copied ? `pageActions.${copied}` : 'pageActions.copyMarkdown')}
      </button>
      <div className="rs-page-actions__open">
        <button
          ref={trigger}
          id={`${id}button`}
          type="button"
          className="rs-page-actions__button"
          aria-haspopup="menu"
          aria-expanded={menu !== null}
          aria-controls={menu ? `${id}menu` : undefined}
          onKeyDown={openByKey}
          onClick={() => setMenu((open) => (open ? null : 'first'))}
        >
          {t('pageActions.open')}
          <Icon name="chevronDown" size={14} />
        </button>
        {menu ? (
          <Suspense fallback={null}>
            <LazyPageActionsMenu
              id={`${id}menu`}
              labelledBy={`${id}button`}
              start={menu}
              markdown={markdown}
              facts={facts}
              blog={blog}
              newTabIcon={<Icon name="external" size={14} className="rs-page-actions__item-icon" />}
              onCopyLink={() =>
                void report(
                  'link',
                  withChunk(i18n, (chunk) => chunk.copyText(facts.url)),
                )
              }
              onDone={backToButton}
            />
          </Suspense>
        ) : null}
      </div>
      <PageActionsStatus outcome={outcome} />
    </div>
  );
}
