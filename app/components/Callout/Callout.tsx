import type { ReactNode } from 'react';
import { useBodyT } from '~/components/Content/body-strings';
import './Callout.css';

interface Props {
  type: 'tip' | 'info' | 'note' | 'warning' | 'danger' | 'details';
  title?: string;
  children?: ReactNode;
}

/** `:::tip` and friends. The default title is the localised type name. */
export function Callout({ type, title, children }: Props) {
  const t = useBodyT();
  const heading = title || t(`callout.${type}` as const);
  if (type === 'details') {
    return (
      <details className="rs-callout rs-callout--details">
        <summary className="rs-callout__title">{heading}</summary>
        <div className="rs-callout__body">{children}</div>
      </details>
    );
  }
  return (
    <div className={`rs-callout rs-callout--${type}`}>
      <p className="rs-callout__title">{heading}</p>
      <div className="rs-callout__body">{children}</div>
    </div>
  );
}
