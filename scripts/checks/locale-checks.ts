/** UI strings: every key of every namespace in every language, none empty. */
import { readFileSync } from 'node:fs';
import { LANGS } from '../../app/lib/routes';
import type { ContentProblem } from '../../content-schema/shared/problems';

/** The i18next namespaces and the file of each language: `shell` -> locales/en.json, `search` -> locales/search.en.json. */
const NAMESPACES = {
  shell: (lang: string) => `locales/${lang}.json`,
  search: (lang: string) => `locales/search.${lang}.json`,
  pageActions: (lang: string) => `locales/page-actions.${lang}.json`,
};

const FIX = 'Give every language the same keys in locales/, none empty.';

/** Keys that one language has and another lacks, and empty strings. */
export function localeProblems(read = (file: string) => readFileSync(file, 'utf8')): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (file: string, message: string) => problems.push({ file, message, fix: FIX });
  for (const fileOf of Object.values(NAMESPACES)) {
    const catalogs = LANGS.map((lang) => ({
      file: fileOf(lang),
      strings: JSON.parse(read(fileOf(lang))) as Record<string, string>,
    }));
    const allKeys = new Set(catalogs.flatMap((c) => Object.keys(c.strings)));
    for (const { file, strings } of catalogs) {
      for (const key of allKeys) {
        if (!(key in strings))
          add(
            file,
            `missing UI string "${key}" (${catalogs
              .filter((c) => key in c.strings)
              .map((c) => c.file)
              .join(', ')} has it)`,
          );
        else if (!String(strings[key]).trim()) add(file, `UI string "${key}" is empty`);
      }
    }
  }
  return problems;
}
