// A post in a list: picture, categories, title (the link, stretched over the card), excerpt, date and reading time.
import { IntentLink } from '@/components/shared/IntentLink';
import { ServerImage } from '@/components/ui/ServerImage';
import { CalendarIcon, ClockIcon } from '@/components/ui/content-icons';
import type { PostSummary } from '@/services/server/views/blog';
import { TermChips } from './TermChips';
import { largestPaintImage } from '@/components/ui/largest-paint';

export const CARD_IMAGE_SIZES = '(max-width: 32rem) calc(100vw - 2rem), 30rem';

export function PostDateLine({
  post,
  className = '',
}: {
  post: Pick<PostSummary, 'date' | 'dateLabel' | 'readTimeLabel'>;
  className?: string;
}) {
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500 ${className}`}>
      {post.dateLabel ? (
        <span className="inline-flex items-center gap-1">
          <CalendarIcon size={16} />
          <time dateTime={post.date}>{post.dateLabel}</time>
        </span>
      ) : null}
      {post.readTimeLabel ? (
        <span className="inline-flex items-center gap-1">
          <ClockIcon size={16} />
          {post.readTimeLabel}
        </span>
      ) : null}
    </p>
  );
}

export function PostCard({ post, preload = false }: { post: PostSummary; preload?: boolean }) {
  return (
    <article className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 has-[a:focus-visible]:ring-offset-2">
      {post.image ? (
        // The title beside it names the post; the picture adds nothing for a screen reader.
        <ServerImage
          src={post.image.src}
          alt=""
          width={post.image.width}
          height={post.image.height}
          sizes={CARD_IMAGE_SIZES}
          {...largestPaintImage(preload)}
          className="aspect-video h-auto w-full bg-slate-100 object-cover"
        />
      ) : null}
      <div className="p-4">
        <TermChips terms={post.categories} label="دسته‌بندی‌ها" />
        <h2 className="mt-2 text-base leading-7 font-extrabold text-slate-900">
          <IntentLink href={post.href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {post.title}
          </IntentLink>
        </h2>
        {post.excerpt ? <p className="mt-1 line-clamp-3 text-sm leading-7 text-slate-600">{post.excerpt}</p> : null}
        <PostDateLine post={post} className="mt-3" />
      </div>
    </article>
  );
}

/** The compact row of the related posts: a thumbnail at the start, title and date beside it. */
export function PostRow({ post }: { post: PostSummary }) {
  return (
    <article className="relative flex gap-3 rounded-2xl border border-slate-200 bg-white p-2.5 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 has-[a:focus-visible]:ring-offset-2">
      {post.image ? (
        <ServerImage
          src={post.image.src}
          alt=""
          width={112}
          height={63}
          className="aspect-video h-auto w-28 shrink-0 rounded-xl bg-slate-100 object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <h3 className="line-clamp-2 text-sm leading-6 font-bold text-slate-900">
          <IntentLink href={post.href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {post.title}
          </IntentLink>
        </h3>
        <PostDateLine post={post} className="mt-1" />
      </div>
    </article>
  );
}
