import { useEffect, useId } from 'react';
import { PACKAGE_MANAGERS, packageManagerCommand } from '~/lib/package-manager';
import { useTabsStore } from '~/stores/tabs';
import './Tabs.css';

interface Props {
  command: string;
  run?: boolean;
  groupId?: string;
}

/** One command shown as npm / yarn / pnpm / bun tabs; the choice is shared by group id and remembered. */
export function PackageManagerTabs({ command, run = false, groupId = 'package-manager' }: Props) {
  const id = useId();
  const selected = useTabsStore((s) => s.selected[groupId]) ?? 'npm';
  const select = useTabsStore((s) => s.select);
  useEffect(() => {
    void useTabsStore.persist.rehydrate();
  }, []);
  return (
    <div className="rs-tabs" data-group={groupId}>
      <div className="rs-tabs__list" role="tablist">
        {PACKAGE_MANAGERS.map((pm) => (
          <button
            key={pm}
            type="button"
            role="tab"
            id={`${id}-${pm}`}
            aria-selected={selected === pm}
            aria-controls={`${id}-panel`}
            tabIndex={selected === pm ? 0 : -1}
            className="rs-tabs__tab"
            onClick={() => select(groupId, pm)}
          >
            {pm}
          </button>
        ))}
      </div>
      <div className="rs-tabs__panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`}>
        <pre className="rs-code__pre">
          <code>{packageManagerCommand(selected as (typeof PACKAGE_MANAGERS)[number], command, run)}</code>
        </pre>
      </div>
    </div>
  );
}
