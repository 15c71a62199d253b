/**
 * What the editor adds beside Decap's form, in one corner panel: the
 * translation status of the open page (or of the open section's pages,
 * also as a badge on each row of its list), from
 * scripts/translations/status.ts; the New page form (both languages
 * and both sidebars, as `npm run new-page`); and the dev server's problems.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { ProblemsPanel } from './ProblemsPanel';

interface Status {
  status: 'up-to-date' | 'outdated' | 'missing' | 'unknown';
  reason?: string;
  en: string | null;
  zh: string | null;
}

const LABELS: Record<Status['status'], string> = {
  'up-to-date': 'Chinese: up to date',
  outdated: 'Chinese: outdated (the English page changed after it)',
  missing: 'Chinese: missing',
  unknown: 'Chinese: status unknown',
};

/** `#/collections/guide/entries/start__quick-start` -> `guide`, `start__quick-start`. */
function openedFromHash(): { collection?: string; slug?: string } {
  const match = /^#\/collections\/([^/]+)(?:\/entries\/([^/?]+))?/.exec(location.hash);
  return { collection: match?.[1], slug: match?.[2] };
}

function useHash() {
  const [opened, setOpened] = useState(openedFromHash);
  useEffect(() => {
    const update = () => setOpened(openedFromHash());
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return opened;
}

const SHORT: Record<Status['status'], string> = {
  'up-to-date': 'ZH up to date',
  outdated: 'ZH outdated',
  missing: 'ZH missing',
  unknown: 'ZH unknown',
};
const BADGE = 'data-translation-badge';

/**
 * The status beside each row of a section's list. Decap has no hook into
 * its list, so each entry link gets a badge after Decap renders it, and
 * again whenever Decap renders the list anew (a page of results, a sort).
 */
function useRowBadges(collection: string | undefined, rows: Record<string, Status>) {
  useEffect(() => {
    if (!collection) return;
    const prefix = `#/collections/${collection}/entries/`;
    const mark = () => {
      for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[href^="${prefix}"]`)) {
        // The panel's own list of pages behind already says their status.
        if (link.closest('[data-writer-panel]')) continue;
        const row = rows[`${collection}/${link.getAttribute('href')!.slice(prefix.length)}`];
        const badge = link.querySelector<HTMLElement>(`[${BADGE}]`);
        if (!row) {
          badge?.remove();
          continue;
        }
        if (badge?.getAttribute(BADGE) === row.status) continue;
        const next = badge ?? document.createElement('span');
        next.setAttribute(BADGE, row.status);
        next.textContent = SHORT[row.status];
        next.title = LABELS[row.status];
        next.style.cssText = `display:inline-block;margin:4px 0 0;padding:0 6px;border-radius:9px;font:12px/18px system-ui,sans-serif;background:${row.status === 'up-to-date' ? '#e6f4ea' : '#fdecea'};color:#222`;
        if (!badge) link.append(next);
      }
    };
    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(mark);
    });
    mark();
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [collection, rows]);
}

function TranslationStatus() {
  const { collection, slug } = useHash();
  const [rows, setRows] = useState<Record<string, Status>>({});
  useEffect(() => {
    const load = () =>
      void fetch('/admin/translations.json')
        .then((r) => r.json())
        .then(setRows, () => setRows({}));
    load();
    // A commit made meanwhile (in a terminal) shows when the writer comes back.
    window.addEventListener('focus', load);
    return () => window.removeEventListener('focus', load);
  }, [collection, slug]);
  useRowBadges(slug ? undefined : collection, rows);
  if (!collection) return null;
  if (slug) {
    const row = rows[`${collection}/${slug}`];
    if (!row) return null;
    return (
      <p data-testid="translation-status" data-status={row.status} style={{ margin: '0 0 6px' }}>
        {LABELS[row.status]}
        {row.reason ? ` — ${row.reason}` : ''}
        {row.en ? ` · English changed ${row.en.slice(0, 10)}` : ''}
        {row.zh ? ` · Chinese changed ${row.zh.slice(0, 10)}` : ''}
      </p>
    );
  }
  const behind = Object.entries(rows).filter(
    ([key, row]) => key.startsWith(`${collection}/`) && row.status !== 'up-to-date',
  );
  return (
    <details data-testid="translation-status" style={{ margin: '0 0 6px' }}>
      <summary>
        {behind.length ? `${behind.length} Chinese page(s) not up to date` : 'Every Chinese page up to date'}
      </summary>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {behind.map(([key, row]) => (
          <li key={key}>
            <a href={`#/collections/${key.replace('/', '/entries/')}`}>
              {key.split('/')[1].split('__').join('/')}
            </a>
            : {LABELS[row.status]}
          </li>
        ))}
      </ul>
    </details>
  );
}

function NewPage() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState('');
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const res = await fetch('/admin/new-page', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(Object.fromEntries(form)),
    });
    const answer = (await res.json()) as { error?: string; entry?: string; link?: string };
    if (!res.ok) return setError(answer.error ?? 'The page could not be created.');
    setError('');
    setOpen(false);
    // Decap lists the new files on its next load of the section.
    location.hash = answer.entry ? `#/collections/${answer.entry.replace('/', '/entries/')}` : '#/';
    location.reload();
  }
  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)}>
        New page (both languages)
      </button>
    );
  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label="New page"
      style={{ display: 'grid', gap: 4, margin: '6px 0' }}
    >
      <label>
        Path <input name="path" placeholder="guide/basic/my-topic" required />
      </label>
      <label>
        English title <input name="en" required />
      </label>
      <label>
        Chinese title <input name="zh" required />
      </label>
      {error && <p role="alert">{error}</p>}
      <button type="submit">Create both pages</button>
    </form>
  );
}

export function WriterPanel() {
  return (
    <aside
      aria-label="Writer’s panel"
      data-writer-panel
      style={{
        position: 'fixed',
        right: 12,
        bottom: 12,
        zIndex: 1000,
        maxWidth: 560,
        maxHeight: '45vh',
        overflow: 'auto',
        font: '13px/1.4 system-ui, sans-serif',
        background: '#fff',
        border: '1px solid #ccc',
        borderRadius: 6,
        padding: '6px 10px',
        boxShadow: '0 2px 8px rgb(0 0 0 / 15%)',
      }}
    >
      <TranslationStatus />
      <NewPage />
      <ProblemsPanel />
    </aside>
  );
}
