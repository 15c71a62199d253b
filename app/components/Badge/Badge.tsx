import { useBodyT } from '~/components/Content/body-strings';
import './Badge.css';

/** `:badge[0.11.1]`: marks an option or section as added in that release. */
export function Badge({ version }: { version: string }) {
  const t = useBodyT();
  return <span className="rs-badge">{t('badge.added', { version })}</span>;
}
