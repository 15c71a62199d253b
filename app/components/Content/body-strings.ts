import { createContext, useContext } from 'react';
import type { useTranslation } from 'react-i18next';

type ShellT = ReturnType<typeof useTranslation>['t'];

/**
 * The `t` of react-i18next for the components inside a Markdown body
 * (callouts, code blocks, badges, source links), given once by MarkdownBody.
 * A page such as /config/rsbuild/output has some forty of them: calling
 * `useTranslation()` and i18next's `t()` in each was a twentieth of the
 * body's render time, while they only ever ask for a handful of strings.
 */
export const BodyStrings = createContext<ShellT | null>(null);

/** The body's `t`; only inside MarkdownBody. */
export function useBodyT(): ShellT {
  const t = useContext(BodyStrings);
  if (!t) throw new Error('useBodyT() is only available inside MarkdownBody');
  return t;
}

/** `t` with its answers kept per key and options, for one language. */
export function rememberingT(t: ShellT): ShellT {
  const answers = new Map<string, string>();
  return ((key: string, options?: Record<string, unknown>) => {
    const id = options ? `${key}\u0000${JSON.stringify(options)}` : key;
    let answer = answers.get(id);
    if (answer === undefined) {
      answer = (t as (key: string, options?: Record<string, unknown>) => string)(key, options);
      answers.set(id, answer);
    }
    return answer;
  }) as ShellT;
}
