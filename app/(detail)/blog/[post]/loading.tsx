import { PostArticleBone, PostRowBone } from '@/components/blog/Skeletons';
import { Bone } from '@/components/ui/Skeleton';

// The post's title is not known yet, so there is no h1 here: PostArticleBone holds its place.
export default function Loading() {
  return (
    <div aria-busy="true" className="pb-8">
      <p role="status" className="sr-only">
        در حال بارگذاری…
      </p>
      <PostArticleBone />
      <div className="mt-8 flex flex-col gap-3 px-4">
        <Bone className="h-6 w-28" />
        <PostRowBone />
        <PostRowBone />
      </div>
    </div>
  );
}
