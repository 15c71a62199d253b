import { useBodyT } from '../Content/body-strings';
import { Icon } from '../Icon/icons';

/** `::source{href="…"}`: a link to source code, with the icon of its code host. */
export function SourceLink({ href, label }: { href: string; label?: string }) {
  const t = useBodyT();
  const gitlab = /^https?:\/\/([^/]*\.)?gitlab\./.test(href);
  return (
    <a
      className="rs-source-link"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-host={gitlab ? 'gitlab' : 'github'}
    >
      <Icon name={gitlab ? 'gitlab' : 'github'} size={16} />
      {label ?? t('source.label')}
    </a>
  );
}
