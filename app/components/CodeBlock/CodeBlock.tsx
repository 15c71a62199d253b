import type { ReactNode } from 'react';
import './CodeBlock.css';

interface Props {
  lang: string;
  title?: string;
  highlight?: string;
  children?: ReactNode;
}

/** A fenced code block: optional file title, language label and the highlighted code. */
export function CodeBlock({ lang, title, children }: Props) {
  return (
    <div className="rs-code" data-lang={lang}>
      {title ? <div className="rs-code__title">{title}</div> : null}
      <div className="rs-code__body">
        <span className="rs-code__lang" aria-hidden="true">
          {lang}
        </span>
        {children}
      </div>
    </div>
  );
}
