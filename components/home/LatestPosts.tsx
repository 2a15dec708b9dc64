// The latest blog posts as a row of cards that snap one at a time (CSS scroll-snap, rendered on the server).
// Below the fold: every picture is lazy and sits in a 16:9 frame, so nothing moves when it arrives.
import { IntentLink } from '@/components/shared/IntentLink';
import { ServerImage } from '@/components/ui/ServerImage';
import type { PostSummary } from '@/services/server/views/blog';

export const LATEST_POSTS_TITLE = 'تازه های وبلاگ';

/** A post card's width (w-64). */
const POST_PICTURE_WIDTH = 256;

export function LatestPosts({ posts }: { posts: PostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section
      className="mt-6 below-fold [--below-fold-height:289px]"
      aria-labelledby="home-blog-title"
      data-home-section="posts"
    >
      <div className="flex items-center justify-between px-4">
        <h2 id="home-blog-title" className="text-base font-extrabold text-slate-900">
          {LATEST_POSTS_TITLE}
        </h2>
        <IntentLink href="/blogs" className="rounded-lg px-2 py-1 text-sm font-medium text-brand-600 hover:bg-brand-50">
          همه نوشته ها
        </IntentLink>
      </div>
      <ul
        aria-roledescription="carousel"
        aria-label={LATEST_POSTS_TITLE}
        className="mt-3 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-ps-4 px-4 pb-2 [scrollbar-width:none]"
      >
        {posts.map((post) => (
          <li key={post.id} className="w-64 shrink-0 snap-start">
            <article className="relative h-full overflow-hidden rounded-2xl border border-slate-200 bg-white has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 has-[a:focus-visible]:ring-offset-2">
              {post.image ? (
                // The title names the post; the picture adds nothing for a screen reader. Drawn 256 px wide on
                // every phone: one width at 1x and one at 2x, where `sizes` listed every width the optimizer makes.
                <ServerImage
                  src={post.image.src}
                  alt=""
                  width={POST_PICTURE_WIDTH}
                  height={Math.round((POST_PICTURE_WIDTH * post.image.height) / post.image.width)}
                  loading="lazy"
                  className="aspect-video h-auto w-full bg-slate-100 object-cover"
                />
              ) : (
                <div aria-hidden="true" className="aspect-video w-full bg-slate-100" />
              )}
              <div className="p-3">
                <h3 className="line-clamp-2 h-12 text-sm leading-6 font-bold text-slate-900">
                  <IntentLink href={post.href} className="after:absolute after:inset-0 focus-visible:outline-none">
                    {post.title}
                  </IntentLink>
                </h3>
                {post.dateLabel ? (
                  <p className="mt-2 text-xs text-slate-500">
                    <time dateTime={post.date}>{post.dateLabel}</time>
                  </p>
                ) : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
