import { Link } from '@remix-run/react';
import type { AnchorHTMLAttributes } from 'react';

/** Internal links navigate client-side and preload on hover; the rest are plain anchors. */
export function ContentLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href && href.startsWith('/')) return <Link to={href} prefetch="intent" {...rest} />;
  return <a href={href} {...rest} />;
}
