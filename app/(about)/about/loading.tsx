import { CardBone, HeroBone, SectionTitleBone } from '@/components/content/Skeletons';
import { LoadingPage, TextLinesBone } from '@/components/ui/Skeleton';

export default function Loading() {
  return (
    <LoadingPage title="درباره ما">
      <div className="flex flex-col gap-6 px-4 pb-8">
        <HeroBone />
        <div>
          <SectionTitleBone />
          <TextLinesBone lines={6} />
        </div>
        <div>
          <SectionTitleBone />
          <div className="grid gap-3">
            <CardBone />
            <CardBone />
            <CardBone />
          </div>
        </div>
      </div>
    </LoadingPage>
  );
}
