// Up to three posts from the same categories under a post, streamed in after the post itself.
// The route hands over the read; an empty list (none related, or the blog failed) leaves the section out.
import { toPostSummary } from '@/services/server/views/blog';
import type { WpPost } from '@/services/types/blog';
import { PostRow } from './PostCard';

export async function RelatedPosts({ posts }: { posts: Promise<WpPost[]> }) {
  const related = await posts;
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
