import type { Lang } from '~/lib/routes';
import { PostDate } from './PostDate';

/** Date and banner above a blog post. */
export function BlogPostHeader({ date, banner, lang }: { date: string; banner?: string; lang: Lang }) {
  return (
    <div className="rs-blog-post__header">
      <PostDate date={date} lang={lang} />
      {banner ? <img className="rs-blog-post__banner" src={banner} alt="" width="1200" height="630" /> : null}
    </div>
  );
}
