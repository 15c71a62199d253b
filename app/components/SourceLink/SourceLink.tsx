import { useBodyT } from '../Content/body-strings';

const GITLAB =
  'M12 21.4 15.7 10H8.3L12 21.4zM3.1 10l-1 3.1c-.1.3 0 .6.3.8L12 21.4 3.1 10zm0 0h5.2L6.1 3.1c-.1-.4-.6-.4-.7 0L3.1 10zm17.8 0 1 3.1c.1.3 0 .6-.3.8L12 21.4l8.9-11.4zm0 0h-5.2l2.2-6.9c.1-.4.6-.4.7 0l2.3 6.9z';
const GITHUB =
  'M12 .3a12 12 0 0 0-3.8 23.4c.6.1.8-.3.8-.6v-2c-3.3.7-4-1.6-4-1.6-.6-1.4-1.4-1.8-1.4-1.8-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1.1 1.8 2.8 1.3 3.5 1 0-.8.4-1.3.7-1.6-2.7-.3-5.5-1.3-5.5-5.9 0-1.3.5-2.4 1.2-3.2-.1-.3-.5-1.5.1-3.2 0 0 1-.3 3.3 1.2a11.5 11.5 0 0 1 6 0C17.3 4.7 18.3 5 18.3 5c.7 1.7.2 2.9.1 3.2.8.8 1.2 1.9 1.2 3.2 0 4.6-2.8 5.6-5.5 5.9.4.4.8 1.1.8 2.2v3.3c0 .3.2.7.8.6A12 12 0 0 0 12 .3';

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
      <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d={gitlab ? GITLAB : GITHUB} />
      </svg>
      {label ?? t('source.label')}
    </a>
  );
}
