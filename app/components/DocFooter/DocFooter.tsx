import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '~/lib/format-date';
import type { DocLayoutPage } from '~/lib/types';
import './DocFooter.css';

/** Edit link, last-updated date and the previous/next pager. */
export function DocFooter({ data }: { data: DocLayoutPage }) {
  const { t } = useTranslation();
  return (
    <footer className="rs-doc-footer">
      <div className="rs-doc-footer__meta">
        {data.editLink ? (
          <a
            className="rs-doc-footer__edit"
            href={data.editLink.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {data.editLink.text}
          </a>
        ) : null}
        {data.lastUpdated ? (
          <p className="rs-doc-footer__updated">
            {t('docFooter.lastUpdated')}:{' '}
            <time dateTime={data.lastUpdated}>{formatDate(data.lastUpdated, data.lang)}</time>
          </p>
        ) : null}
      </div>
      {data.prev || data.next ? (
        <nav className="rs-doc-footer__pager" aria-label={`${t('docFooter.prev')} / ${t('docFooter.next')}`}>
          {data.prev ? (
            <Link
              to={data.prev.link}
              prefetch="intent"
              className="rs-doc-footer__page rs-doc-footer__page--prev"
              rel="prev"
            >
              <span className="rs-doc-footer__label">{t('docFooter.prev')}</span>
              <span className="rs-doc-footer__title">{data.prev.text}</span>
            </Link>
          ) : (
            <span />
          )}
          {data.next ? (
            <Link
              to={data.next.link}
              prefetch="intent"
              className="rs-doc-footer__page rs-doc-footer__page--next"
              rel="next"
            >
              <span className="rs-doc-footer__label">{t('docFooter.next')}</span>
              <span className="rs-doc-footer__title">{data.next.text}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </footer>
  );
}
