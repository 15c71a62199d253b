import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { type Components } from 'react-markdown';
import type { Lang } from '~/lib/routes';
import type { PageTwoslash } from '../../../content-schema/markdown/twoslash/page-twoslash';
import { markdownPlugins } from '../../../content-schema/markdown/plugins';
import { Badge } from '~/components/Badge/Badge';
import { Callout } from '~/components/Callout/Callout';
import { CodeBlock, CodePre } from '~/components/CodeBlock/CodeBlock';
import { PackageManagerTabs } from '~/components/Tabs/PackageManagerTabs';
import { BodyStrings, rememberingT } from './body-strings';
import { bodyHydrated } from './hydration-gate';
import { ContentLink } from './ContentLink';

// The elements the site's plugins emit, mapped to components. The same map
// renders on the server and in the browser, so hydration matches.
const components = {
  a: ContentLink,
  'rs-badge': Badge,
  'rs-callout': Callout,
  'rs-code': CodeBlock,
  pre: CodePre,
  'rs-pm-tabs': PackageManagerTabs,
} as Components;

export interface MarkdownBodyProps {
  /** The page's Markdown, without frontmatter. */
  source: string;
  lang: Lang;
  routePath: string;
  /** The hovers of the page's `twoslash` blocks (content-schema/markdown/rehype-twoslash.ts). */
  twoslash?: PageTwoslash;
  /** This body hydrates prerendered HTML (rather than rendering after a client navigation). */
  prerendered?: boolean;
}

/** A page body rendered by react-markdown with the site's plugins. */
export function MarkdownBody({ source, lang, routePath, twoslash, prerendered = false }: MarkdownBodyProps) {
  const plugins = useMemo(
    // In the browser the names are tab stops, as twoslash-hovers.ts made the prerendered ones before hydration.
    () => markdownPlugins({ lang, routePath }, { twoslash, focusable: typeof document !== 'undefined' }),
    [lang, routePath, twoslash],
  );
  const { t } = useTranslation();
  const bodyT = useMemo(() => rememberingT(t), [t]);
  // The body hydrates after the page shell, once its chunk has loaded and
  // the gate has opened (hydration-gate.ts): this marks the moment its
  // buttons and tabs respond (`html[data-body-hydrated]`, tests wait for it)
  // and replays a click on them held meanwhile.
  useEffect(() => bodyHydrated(prerendered), [prerendered]);
  return (
    <BodyStrings.Provider value={bodyT}>
      <Markdown remarkPlugins={plugins.remarkPlugins} rehypePlugins={plugins.rehypePlugins} components={components}>
        {source}
      </Markdown>
    </BodyStrings.Provider>
  );
}
