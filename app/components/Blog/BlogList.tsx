import { Link } from '@remix-run/react';
import type { Lang } from '~/lib/routes';
import type { BlogPostSummary } from '~/lib/types';
import { PostDate } from './PostDate';
import './Blog.css';

/** The posts of the blog index, newest first. */
export function BlogList({ posts, lang }: { posts: BlogPostSummary[]; lang: Lang }) {
  return (
    <ul className="rs-blog-list">
      {posts.map((post) => (
        <li key={post.link} className="rs-blog-list__item">
          <Link to={post.link} prefetch="intent" className="rs-blog-list__title">
            {post.title}
          </Link>
          <PostDate date={post.date} lang={lang} />
          {post.description ? <p className="rs-blog-list__summary">{post.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
