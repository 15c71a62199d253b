import { BlogPost } from './blog-post';
import { Doc } from './doc';
import { Navigation } from './navigation';
import { Snippet } from './snippet';

/**
 * The document types, without Contentlayer's runtime (its `schema` entry holds
 * only the `define*` helpers): the build's checks and the editor schemas read
 * them without loading Contentlayer's build machinery, which takes seconds.
 * Order matters: a file belongs to the first type whose pattern matches it.
 */
export const documentTypes = [Navigation, Snippet, BlogPost, Doc];
