import { useCallback, useId, useRef, useState } from 'react';
import { toolsMenu } from '~/config/rstack';
import { useTranslation } from 'react-i18next';
import type { Lang } from '~/lib/routes';
import { useDismiss } from '~/lib/use-dismiss';
import { Icon } from '~/components/Icon/icons';

/** The 9-dot button left of the logo and its popup of Rstack tools (each opens in a new tab). */
export function ToolsMenu() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close, button);
  return (
    <div className="rs-tools-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="rs-nav__icon-button"
        aria-label={t('nav.tools')}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="apps" size={18} />
      </button>
      <div id={id} className="rs-tools-menu__panel" hidden={!open}>
        <a className="rs-tools-menu__header" href={toolsMenu.url} target="_blank" rel="noopener noreferrer">
          <img src={toolsMenu.logo} alt="" width="24" height="24" />
          {toolsMenu.title}
        </a>
        <ul className="rs-tools-menu__list">
          {toolsMenu.entries.map((entry) => (
            <li key={entry.name}>
              <a className="rs-tools-menu__entry" href={entry.url} target="_blank" rel="noopener noreferrer">
                <img
                  src={entry.logo}
                  alt=""
                  width="32"
                  height="32"
                  loading="lazy"
                  style={entry.logoScale ? { transform: `scale(${entry.logoScale})` } : undefined}
                />
                <span>
                  <span className="rs-tools-menu__name">{entry.name}</span>
                  <span className="rs-tools-menu__desc">{entry.desc[lang]}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
