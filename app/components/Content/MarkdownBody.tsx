import { useEffect, useMemo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import type { Lang } from '~/lib/routes';
import { markdownPlugins } from '../../../content-schema/markdown/plugins';
import { Badge } from '~/components/Badge/Badge';
import { Callout } from '~/components/Callout/Callout';
import { CodeBlock, CodePre } from '~/components/CodeBlock/CodeBlock';
import { PackageManagerTabs } from '~/components/Tabs/PackageManagerTabs';
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
}

/** A page body rendered by react-markdown with the site's plugins. */
export function MarkdownBody({ source, lang, routePath }: MarkdownBodyProps) {
  const plugins = useMemo(() => markdownPlugins({ lang, routePath }), [lang, routePath]);
  // The body hydrates after the page shell, once its chunk has loaded; this
  // marks the moment its buttons and tabs respond (tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.bodyHydrated = '';
  }, []);
  return (
    <Markdown remarkPlugins={plugins.remarkPlugins} rehypePlugins={plugins.rehypePlugins} components={components}>
      {source}
    </Markdown>
  );
}
