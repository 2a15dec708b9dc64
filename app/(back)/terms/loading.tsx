import { CardBone, SectionTitleBone } from '@/components/content/Skeletons';
import { LoadingPage, TextLinesBone } from '@/components/ui/Skeleton';

export default function Loading() {
  return (
    <LoadingPage title="قوانین و مقررات">
      <div className="flex flex-col gap-6 px-4 pb-8">
        <TextLinesBone lines={2} />
        <div>
          <SectionTitleBone />
          <div className="flex flex-col gap-3">
            {Array.from({ length: 5 }, (_, index) => (
              <CardBone key={index} numbered />
            ))}
          </div>
        </div>
      </div>
    </LoadingPage>
  );
}
