// The loading shape of a related post while the rest of the post is already shown, matching PostRow box for box.
import { Bone } from '@/components/ui/Skeleton';

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
