import { formatDate } from '~/lib/format-date';
import type { Lang } from '~/lib/routes';

/** A post's date as readers of the language write it: in the blog index and above the post. */
export function PostDate({ date, lang }: { date: string; lang: Lang }) {
  return (
    <time className="rs-post-date" dateTime={date}>
      {formatDate(date, lang)}
    </time>
  );
}
