import { createElement, Fragment, useMemo, type ComponentType, type ReactNode } from 'react';
import type { RenderNode } from '~/lib/types';
import { Callout } from '../Callout/Callout';
import { CodeBlock, CodePre } from '../CodeBlock/CodeBlock';
import { SourceLink } from '../SourceLink/SourceLink';
import { PackageManagerTabs } from '../Tabs/PackageManagerTabs';
import { ContentLink } from './ContentLink';
import './Content.css';

// The custom elements the content build emits, mapped to components. The
// same map renders on the server and in the browser, so hydration matches.
const components: Record<string, ComponentType<never>> = {
  a: ContentLink,
  'rs-callout': Callout,
  'rs-code': CodeBlock,
  pre: CodePre,
  'rs-pm-tabs': PackageManagerTabs,
  'rs-source-link': SourceLink,
};

function render(node: RenderNode): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, props, ...children] = node;
  // Children go in as arguments, so React needs no keys for them.
  return createElement(components[tag] ?? tag, (props || null) as never, ...children.map(render));
}

/** Renders a page body that was compiled to a render tree at build time. */
export function Content({ tree, animated = false }: { tree: RenderNode[]; animated?: boolean }) {
  const body = useMemo(() => createElement(Fragment, null, ...tree.map(render)), [tree]);
  return <div className={`rs-doc${animated ? ' rs-doc--animated' : ''}`}>{body}</div>;
}
