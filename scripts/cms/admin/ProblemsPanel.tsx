/**
 * The dev server's findings inside the editor: after a save, the checks
 * that run on every change (dead links, missing twin, heading ids, fields)
 * report here as they do in the page overlay, each with its file, line and
 * field. Read from the dev server's content channel (scripts/dev/events-server.ts,
 * the app's port + 2), which answers the dev server's own pages only.
 */
import { useEffect, useState } from 'react';
import { formatProblem, type ContentProblem, type DevState } from '../../../content-schema/shared/problems';

const channel = () => `${location.protocol}//${location.hostname}:${Number(location.port || 80) + 2}/events`;

export function ProblemsPanel() {
  const [state, setState] = useState<DevState | undefined>();
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const events = new EventSource(channel());
    events.onmessage = (message) => setState(JSON.parse(String(message.data)) as DevState);
    return () => events.close();
  }, []);
  const problems: ContentProblem[] = state?.problems ?? [];
  const status = !state
    ? 'Connecting to the dev server…'
    : state.rebuilds.pending
      ? 'Checking the content…'
      : problems.length
        ? `${problems.length} content problem${problems.length === 1 ? '' : 's'}`
        : 'Content: no problems';
  return (
    <section
      role="status"
      aria-label="Content problems"
      data-problems={problems.length}
      style={{ marginTop: 6, color: problems.length ? '#b00' : '#060' }}
    >
      <button
        type="button"
        onClick={() => setOpen(!open)}
        style={{ all: 'unset', cursor: 'pointer', fontWeight: 600 }}
      >
        {status}
      </button>
      {open && problems.length > 0 && (
        <ul style={{ margin: '6px 0 0', paddingLeft: 18 }}>
          {problems.map((p) => (
            <li key={formatProblem(p)} style={{ whiteSpace: 'pre-wrap' }}>
              {formatProblem(p)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
