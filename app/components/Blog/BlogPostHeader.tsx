import { formatDate } from '~/lib/format-date';
import type { Lang } from '~/lib/routes';

/** Date and banner above a blog post. */
export function BlogPostHeader({ date, banner, lang }: { date: string; banner?: string; lang: Lang }) {
  return (
    <div className="rs-blog-post__header">
      <time className="rs-blog-post__date" dateTime={date}>
        {formatDate(date, lang)}
      </time>
      {banner ? <img className="rs-blog-post__banner" src={banner} alt="" width="1200" height="630" /> : null}
    </div>
  );
}
