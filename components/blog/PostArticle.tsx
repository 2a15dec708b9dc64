// One blog post: categories, the page's h1, author and date, the featured picture, the sanitised body
// typeset for Persian, and its tags.
import { ServerImage } from '@/components/ui/ServerImage';
import { RichText } from '@/components/ui/RichText';
import { TagIcon } from '@/components/ui/content-icons';
import {
  postAuthor,
  postDateLabel,
  postImage,
  postTerms,
  postTitle,
  readTimeLabel,
  visibleCategories,
} from '@/services/server/views/blog';
import { sanitizeRichText } from '@/lib/sanitize';
import type { WpPost } from '@/services/types/blog';
import { CARD_IMAGE_SIZES, PostDateLine } from './PostCard';
import { TermChips } from './TermChips';
import { largestPaintImage } from '@/components/ui/largest-paint';

export function PostArticle({ post }: { post: WpPost }) {
  const image = postImage(post);
  const author = postAuthor(post);
  const tags = postTerms(post, 'post_tag');
  return (
    <article className="px-4 pt-5">
      <header>
        <TermChips terms={visibleCategories(post)} label="دسته‌بندی‌ها" />
        <h1 className="mt-3 text-xl leading-9 font-extrabold text-slate-900">{postTitle(post)}</h1>
        <div className="mt-3 flex items-center gap-3">
          {author?.avatar ? (
            <ServerImage
              src={author.avatar}
              alt=""
              width={40}
              height={40}
              className="size-10 shrink-0 rounded-full bg-slate-100"
            />
          ) : null}
          <div className="min-w-0">
            {author ? (
              <p className="text-sm font-bold text-slate-800">
                <span className="sr-only">نویسنده: </span>
                {author.name}
              </p>
            ) : null}
            <PostDateLine
              post={{ date: post.date, dateLabel: postDateLabel(post.date), readTimeLabel: readTimeLabel(post) }}
              className="mt-0.5"
            />
          </div>
        </div>
      </header>

      {image ? (
        <ServerImage
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes={CARD_IMAGE_SIZES}
          {...largestPaintImage(true)}
          className="mt-5 aspect-video h-auto w-full rounded-2xl bg-slate-100 object-cover"
        />
      ) : null}

      <RichText sanitizedHtml={sanitizeRichText(post.content?.rendered)} className="mt-5" />

      {tags.length > 0 ? (
        <footer className="mt-8 flex items-start gap-2 border-t border-slate-100 pt-4">
          <TagIcon size={18} className="mt-1 shrink-0 text-slate-400" />
          <TermChips terms={tags} label="برچسب‌ها" tone="slate" prefix="#" />
        </footer>
      ) : null}
    </article>
  );
}
