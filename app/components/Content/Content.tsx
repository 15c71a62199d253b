import type { Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { useMemo } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { Callout } from '../Callout/Callout';
import { CodeBlock } from '../CodeBlock/CodeBlock';
import { PackageManagerTabs } from '../Tabs/PackageManagerTabs';
import { ContentLink } from './ContentLink';
import './Content.css';

// The custom elements the content build emits, mapped to components. The
// same map renders on the server and in the browser, so hydration matches.
const components = {
  a: ContentLink,
  'rs-callout': Callout,
  'rs-code': CodeBlock,
  'rs-pm-tabs': PackageManagerTabs,
} as unknown as Partial<Components>;

/** Renders a page body that was compiled to hast at build time. */
export function Content({ tree }: { tree: Root }) {
  const body = useMemo(() => toJsxRuntime(tree, { Fragment, jsx, jsxs, components }), [tree]);
  return <div className="rs-doc">{body}</div>;
}
