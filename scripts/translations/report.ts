/**
 * `npm run content:translations [-- --strict]`: the translation status
 * (status.ts) as a table, one row per Chinese page (its file, clickable in
 * terminals), the English and Chinese last changes, the status, then a
 * summary and the reasons behind every "unknown". With `--strict` the
 * command fails when a Chinese page is outdated or missing: both mean a
 * reader of the Chinese site gets less than a reader of the English one.
 * An unknown status never fails it (a tarball has no history to judge by),
 * but its reason is printed.
 */
import { contentFileLabel, type Settings } from '../../content-schema/shared/settings';
import { NOT_NEEDED_TRAILER } from './history';
import { chinesePageOf, translationStatus, type PageChange, type TranslationRow } from './status';

const STATES: Record<TranslationRow['status'], string> = {
  'up-to-date': 'up to date',
  outdated: 'outdated',
  missing: 'missing',
  unknown: 'unknown',
};

/** `2026-11-20 1a2b3c4`, or `-`. */
const change = ({ lastChanged, commit }: PageChange) =>
  lastChanged && commit ? `${lastChanged.slice(0, 10)} ${commit.slice(0, 7)}` : '-';

/** The report's lines for `rows`. */
function formatReport(rows: TranslationRow[], settings: Settings): string[] {
  const table = [
    ['Chinese page', 'English last changed', 'Chinese last changed', 'status'],
    ...rows.map((row) => [
      contentFileLabel(chinesePageOf(row), settings),
      change(row.en),
      change(row.zh),
      STATES[row.status],
    ]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((cells) => cells[column].length)));
  const lines = table.map((cells) =>
    cells.map((cell, column) => (column < cells.length - 1 ? cell.padEnd(widths[column]) : cell)).join('  '),
  );
  const count = (status: TranslationRow['status']) => rows.filter((r) => r.status === status).length;
  lines.push(
    '',
    `${rows.length} Chinese pages: ${(['up-to-date', 'outdated', 'missing', 'unknown'] as const)
      .map((status) => `${count(status)} ${STATES[status]}`)
      .join(', ')}.`,
  );
  const reasons = new Map<string, number>();
  for (const row of rows)
    if (row.reason) {
      const key = `version ${row.version}: ${row.reason}`;
      reasons.set(key, (reasons.get(key) ?? 0) + 1);
    }
  for (const [reason, n] of reasons) lines.push(`unknown (${n} page${n === 1 ? '' : 's'}), ${reason}`);
  if (count('outdated') > 0)
    lines.push(
      `An English change that needs no translation (a typo fix) is committed with the trailer "${NOT_NEEDED_TRAILER.key}: ${NOT_NEEDED_TRAILER.value}" and leaves its Chinese twin up to date (README, "Translation status").`,
    );
  return lines;
}

/** Prints the report; the exit code: 1 under `strict` when a Chinese page is outdated or missing. */
export async function translationsCommand(settings: Settings, { strict }: { strict: boolean }) {
  const rows = await translationStatus(settings);
  console.log(formatReport(rows, settings).join('\n'));
  const behind = rows.filter((r) => r.status === 'outdated' || r.status === 'missing');
  if (!strict || behind.length === 0) return 0;
  console.error(
    `--strict: ${behind.length} Chinese page${behind.length === 1 ? ' is' : 's are'} outdated or missing.`,
  );
  return 1;
}
