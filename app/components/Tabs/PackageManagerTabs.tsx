import { useEffect, useId } from 'react';
import {
  PACKAGE_MANAGERS,
  packageManagerCommand,
  type PackageManager,
} from '../../../content-schema/shared/package-manager';
import { dropStoredTabsSheet, useTabsStore } from '~/stores/tabs';
import './Tabs.css';

interface Props {
  command: string;
  run?: boolean;
}

/** The tab group every package-manager tab belongs to (the key of the stored choice, read by the head script too). */
const groupId = 'package-manager';

/**
 * One command shown as npm / yarn / pnpm / bun tabs. The choice is shared by
 * every tab group of the site and remembered; every panel is prerendered so the
 * head script can show the remembered one before React hydrates.
 */
export function PackageManagerTabs({ command, run = false }: Props) {
  const id = useId();
  const selected = (useTabsStore((s) => s.selected[groupId]) ?? 'npm') as PackageManager;
  const select = useTabsStore((s) => s.select);
  useEffect(() => {
    void Promise.resolve(useTabsStore.persist.rehydrate()).then(dropStoredTabsSheet);
  }, []);
  const move = (from: PackageManager, step: number) => {
    const next =
      PACKAGE_MANAGERS[
        (PACKAGE_MANAGERS.indexOf(from) + step + PACKAGE_MANAGERS.length) % PACKAGE_MANAGERS.length
      ];
    select(groupId, next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <div className="rs-tabs" data-group={groupId}>
      <div className="rs-tabs__list" role="tablist">
        {PACKAGE_MANAGERS.map((pm) => (
          <button
            key={pm}
            type="button"
            role="tab"
            id={`${id}-${pm}`}
            data-value={pm}
            aria-selected={selected === pm}
            aria-controls={`${id}-${pm}-panel`}
            tabIndex={selected === pm ? 0 : -1}
            className="rs-tabs__tab"
            onClick={() => select(groupId, pm)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') move(pm, 1);
              if (e.key === 'ArrowLeft') move(pm, -1);
            }}
          >
            {pm}
          </button>
        ))}
      </div>
      {PACKAGE_MANAGERS.map((pm) => (
        <div
          key={pm}
          className="rs-tabs__panel"
          role="tabpanel"
          id={`${id}-${pm}-panel`}
          data-value={pm}
          aria-labelledby={`${id}-${pm}`}
          hidden={selected !== pm}
        >
          <pre className="rs-tabs__pre">
            <code>{packageManagerCommand(pm, command, run)}</code>
          </pre>
        </div>
      ))}
    </div>
  );
}
