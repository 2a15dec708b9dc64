// The home page's stories: the CMS highlights as a row of round covers at the top, server-rendered; the covers'
// clicks, their viewed marks and the viewer are the island's (StoriesIsland). The row's height is fixed, so
// nothing below it moves while pictures load or marks appear.
import { ServerImage } from '@/components/ui/ServerImage';
import { cmsMediaUrl } from '@/services/cms';
import type { CmsHighlight } from '@/services/types/cms';
import { toStories } from '@/services/server/views/stories';
import { StoriesViewerRoot, StoryCoverButton } from './StoriesIsland';

export function StoriesRow({ highlights }: { highlights: CmsHighlight[] }) {
  const stories = toStories(highlights, cmsMediaUrl);
  if (stories.length === 0) return null;
  return (
    <section aria-label="استوری ها" className="h-[110px] pt-3">
      <StoriesViewerRoot stories={stories}>
        <ul className="flex h-full gap-3 overflow-x-auto px-4 [scrollbar-width:none]">
          {stories.map((story, index) => (
            <li key={story.id} className="shrink-0">
              <StoryCoverButton index={index} storyId={story.id} title={story.title}>
                {/* The title beside it names the button; the picture adds nothing to say. */}
                <ServerImage
                  src={story.cover}
                  alt=""
                  width={60}
                  height={60}
                  className="size-full rounded-full bg-slate-100 object-cover"
                />
              </StoryCoverButton>
            </li>
          ))}
        </ul>
      </StoriesViewerRoot>
    </section>
  );
}
