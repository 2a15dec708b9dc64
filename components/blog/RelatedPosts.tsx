// Up to three posts from the same categories under a post. Secondary: if the blog fails here, the post
// itself has already rendered, so the section is left out rather than failing the page.
import { RELATED_POSTS_LIMIT, relatedPosts, toPostSummary } from '@/lib/blog';
import type { WpPost } from '@/services/types';
import { readPosts } from './blog-data';
import { PostRow } from './PostCard';

// A few more than shown: the post itself is among them, and the ones sharing most categories go first.
const CANDIDATES = 10;

export async function RelatedPosts({ post }: { post: WpPost }) {
  if (!post.categories?.length) return null;
  let candidates: WpPost[];
  try {
    candidates = (await readPosts(1, CANDIDATES, post.categories)).posts;
  } catch {
    return null;
  }
  const related = relatedPosts(post, candidates, RELATED_POSTS_LIMIT);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-posts" className="mt-8 px-4">
      <h2 id="related-posts" className="text-lg leading-8 font-extrabold text-slate-900">
        مطالب مرتبط
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {related.map((item) => (
          <li key={item.id}>
            <PostRow post={toPostSummary(item)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
