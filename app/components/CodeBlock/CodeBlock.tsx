import { useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { siteConfig } from '~/config/site';
import { useBodyT } from '~/components/Content/body-strings';
import { COPIED_FOR_MS } from '~/lib/use-copy-feedback';
import './CodeBlock.css';
import { Icon } from '~/components/Icon/icons';

interface Props {
  lang: string;
  title?: string;
  highlight?: string;
  children?: ReactNode;
}

/** The code itself: a long line scrolls sideways, so the block takes focus for the arrow keys (WCAG 2.1.1). */
export function CodePre({ node: _node, ...props }: ComponentProps<'pre'> & { node?: unknown }) {
  return <pre {...props} tabIndex={0} />;
}

/** A fenced code block: optional file title, language label, copy and wrap buttons. */
export function CodeBlock({ lang, title, children }: Props) {
  const t = useBodyT();
  const body = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  const [wrap, setWrap] = useState(siteConfig.themeConfig.codeWrap);
  const copy = async () => {
    // textContent of the code only: no line numbers, labels or button text.
    const code = body.current?.querySelector('code')?.textContent ?? '';
    await navigator.clipboard.writeText(code);
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_FOR_MS);
  };
  return (
    <div className={`rs-code${wrap ? ' rs-code--wrap' : ''}`} data-lang={lang}>
      {title ? <div className="rs-code__title">{title}</div> : null}
      <div className="rs-code__body" ref={body}>
        <span className="rs-code__lang" aria-hidden="true">
          {lang}
        </span>
        {children}
        <div className="rs-code__actions">
          <button
            type="button"
            className="rs-code__button"
            aria-pressed={wrap}
            aria-label={t('code.wrap')}
            title={t('code.wrap')}
            onClick={() => setWrap((w) => !w)}
          >
            <Icon name="wrap" size={16} />
          </button>
          <button
            type="button"
            className={`rs-code__button${copied ? ' rs-code__button--copied' : ''}`}
            aria-label={copied ? t('code.copied') : t('code.copy')}
            title={copied ? t('code.copied') : t('code.copy')}
            onClick={() => void copy()}
          >
            <Icon name={copied ? 'check' : 'copy'} size={16} />
          </button>
        </div>
      </div>
    </div>
  );
}
