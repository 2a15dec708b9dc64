import { PostCardBone } from '@/components/blog/Skeletons';
import { LoadingPage } from '@/components/ui/Skeleton';

export default function Loading() {
  return (
    <LoadingPage title="وبلاگ">
      <ul className="flex flex-col gap-4 px-4 pb-8">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index}>
            <PostCardBone />
          </li>
        ))}
      </ul>
    </LoadingPage>
  );
}
