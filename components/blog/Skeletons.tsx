// Loading shapes of /blogs and a post, matching PostCard, PostRow and PostArticle box for box.
import { Bone, TextLinesBone } from '@/components/ui/Skeleton';

export function PostCardBone() {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <Bone className="aspect-video w-full rounded-none" />
      <div className="p-4">
        <div className="flex gap-1.5">
          <Bone className="h-6 w-20 rounded-full" />
          <Bone className="h-6 w-16 rounded-full" />
        </div>
        <Bone className="mt-3 h-5 w-4/5" />
        <div className="mt-3">
          <TextLinesBone lines={2} />
        </div>
        <Bone className="mt-4 h-4 w-40" />
      </div>
    </div>
  );
}

export function PostRowBone() {
  return (
    <div className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-2.5">
      <Bone className="aspect-video w-28 shrink-0 rounded-xl" />
      <div className="flex-1">
        <Bone className="h-4 w-full" />
        <Bone className="mt-2 h-4 w-1/2" />
        <Bone className="mt-3 h-3 w-28" />
      </div>
    </div>
  );
}

export function PostArticleBone() {
  return (
    <div className="px-4 pt-5">
      <div className="flex gap-1.5">
        <Bone className="h-6 w-20 rounded-full" />
        <Bone className="h-6 w-16 rounded-full" />
      </div>
      <Bone className="mt-4 h-7 w-full" />
      <Bone className="mt-2 h-7 w-2/3" />
      <div className="mt-4 flex items-center gap-3">
        <Bone className="size-10 rounded-full" />
        <div className="flex-1">
          <Bone className="h-4 w-28" />
          <Bone className="mt-2 h-3 w-44" />
        </div>
      </div>
      <Bone className="mt-5 aspect-video w-full rounded-2xl" />
      <div className="mt-6 flex flex-col gap-6">
        <TextLinesBone lines={4} />
        <Bone className="h-6 w-1/2" />
        <TextLinesBone lines={5} />
      </div>
    </div>
  );
}
