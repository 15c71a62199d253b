import { Link } from '@remix-run/react';
import type { AnchorHTMLAttributes } from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { node?: unknown };

/** Internal links navigate client-side and preload on hover; the rest are plain anchors. */
export function ContentLink({ href, node: _node, children, ...rest }: Props) {
  if (href && href.startsWith('/'))
    return (
      <Link to={href} prefetch="intent" {...rest}>
        {children}
      </Link>
    );
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
