import { useLocation, useRevalidator } from '@remix-run/react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { usePageLang } from '~/lib/use-page-lang';
import type { ContentProblem, DevState } from '../../../content-schema/shared/problems';
import { relevantProblems } from './relevant-problems';
import { anchorAtTop, restoreAnchor, type ScrollAnchor } from './scroll-anchor';

const TEXT = {
  en: {
    title: (n: number) =>
      n === 1 ? 'This page has a content problem' : `This page has ${n} content problems`,
    field: 'Field',
    expected: 'Expected',
    fix: 'How to fix',
    hide: 'Hide',
    footer: 'Save the file: the page updates, and this box goes away once the problem is fixed.',
  },
  zh: {
    title: (n: number) => `此页面有 ${n} 个内容问题`,
    field: '字段',
    expected: '应为',
    fix: '修改方法',
    hide: '隐藏',
    footer: '保存文件后页面会自动更新；问题修好后此提示会自动消失。',
  },
};

/**
 * `npm run dev` only (root.tsx loads it in development): listens to the dev
 * server's content channel, reloads the page's data in place when content was
 * rebuilt (keeping the heading at the top of the window where it was), and
 * shows the problems of the files this page depends on. Inline styles, so
 * that nothing of it can reach the production CSS bundle.
 */
export default function DevOverlay() {
  const lang = usePageLang();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  });
  const [problems, setProblems] = useState<ContentProblem[]>([]);
  const [hidden, setHidden] = useState(false);
  const anchor = useRef<ScrollAnchor>();

  useEffect(() => {
    const { protocol, hostname, port } = window.location;
    const source = new EventSource(`${protocol}//${hostname}:${Number(port || 80) + 2}/events`);
    let version: number | undefined;
    source.onmessage = (event) => {
      const state = JSON.parse(event.data as string) as DevState;
      // Also on the first message: content may have changed between the
      // page's render and this connection (a new page saved meanwhile).
      if (state.version !== version) {
        if (version !== undefined) anchor.current = anchorAtTop();
        revalidate.current();
      }
      version = state.version;
      setProblems(state.problems);
      setHidden(false);
    };
    return () => source.close();
  }, []);

  useEffect(() => {
    if (revalidator.state !== 'idle' || !anchor.current) return;
    restoreAnchor(anchor.current);
    anchor.current = undefined;
  }, [revalidator.state]);

  const shown = relevantProblems(problems, pathname, lang);
  if (shown.length === 0 || hidden) return null;
  const t = TEXT[lang];
  return (
    <section
      className="rs-dev-overlay"
      role="alert"
      aria-label={t.title(shown.length)}
      lang={lang}
      style={styles.box}
    >
      <header style={styles.header}>
        <strong>{t.title(shown.length)}</strong>
        <button type="button" onClick={() => setHidden(true)} style={styles.button}>
          {t.hide}
        </button>
      </header>
      <ol style={styles.list}>
        {shown.map((p, i) => (
          <li key={i} style={styles.item}>
            <code style={styles.where}>
              {p.file}
              {p.line ? `:${p.line}` : ''}
              {p.line && p.column ? `:${p.column}` : ''}
            </code>
            <div>
              {p.field && (
                <>
                  {t.field} <code>{p.field}</code>:{' '}
                </>
              )}
              {p.message}
            </div>
            {p.expected && (
              <div>
                {t.expected}: {p.expected}
              </div>
            )}
            {p.fix && (
              <div>
                {t.fix}: {p.fix}
              </div>
            )}
          </li>
        ))}
      </ol>
      <p style={styles.footer}>{t.footer}</p>
    </section>
  );
}

const styles: Record<string, CSSProperties> = {
  box: {
    position: 'fixed',
    insetInline: '1rem',
    bottom: '1rem',
    zIndex: 10000,
    maxHeight: '60vh',
    overflow: 'auto',
    padding: '1rem 1.25rem',
    borderRadius: 8,
    border: '2px solid #d92d20',
    background: '#fff5f5',
    color: '#3b0a06',
    font: '14px/1.5 system-ui, sans-serif',
    boxShadow: '0 8px 30px rgba(0,0,0,.25)',
  },
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '1rem' },
  button: { font: 'inherit', padding: '0.2rem 0.8rem', cursor: 'pointer' },
  list: { margin: '0.75rem 0 0', paddingInlineStart: '1.25rem' },
  item: { marginBottom: '0.75rem' },
  where: { fontWeight: 600 },
  footer: { margin: 0, fontSize: 13 },
};
