import { Link } from '@remix-run/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterOverview, type OverviewGroup } from '~/lib/overview';
import './Overview.css';

/** Every page of a section with its headings, and a filter box over them. */
export function Overview({ groups }: { groups: OverviewGroup[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // A reader can type into the server-rendered box before the page hydrates; keep those keystrokes.
  useEffect(() => {
    if (input.current?.value) setQuery(input.current.value);
  }, []);
  const shown = useMemo(() => filterOverview(groups, query), [groups, query]);
  return (
    <div className="rs-overview">
      <div className="rs-overview__filter">
        <label htmlFor={id}>{t('overview.filter')}</label>
        <input
          id={id}
          ref={input}
          type="search"
          value={query}
          placeholder={t('overview.placeholder')}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <p className="rs-overview__empty" role="status">
          {t('overview.noMatch')} "{query}"
        </p>
      ) : (
        shown.map((group) => (
          <section key={group.name} className="rs-overview__group">
            <h2 className="rs-overview__group-name">{group.name}</h2>
            <div className="rs-overview__grid">
              {group.items.map((item) => (
                <div key={item.link} className="rs-overview__card">
                  <Link to={item.link} prefetch="intent" className="rs-overview__page">
                    {item.text}
                  </Link>
                  {item.headers.length > 0 ? (
                    <ul className="rs-overview__headers">
                      {item.headers.map((h) => (
                        <li key={h.id}>
                          <Link to={`${item.link}#${h.id}`}>{h.text}</Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
