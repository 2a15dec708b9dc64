import { CardBone, FieldBone, HeroBone, SectionTitleBone } from '@/components/content/Skeletons';
import { Bone, LoadingPage, TextLinesBone } from '@/components/ui/Skeleton';

export default function Loading() {
  return (
    <LoadingPage title="تماس با ما">
      <div className="flex flex-col gap-6 px-4 pb-8">
        <HeroBone />
        <div>
          <SectionTitleBone />
          <TextLinesBone lines={2} />
        </div>
      </div>
      <div className="px-4">
        <SectionTitleBone />
        <div className="grid gap-3">
          <CardBone />
          <CardBone />
          <CardBone />
          <CardBone />
        </div>
      </div>
      <div className="mt-8 px-4 pb-8">
        <SectionTitleBone />
        <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4">
          <FieldBone />
          <FieldBone />
          <FieldBone tall />
          <Bone className="h-12 w-full rounded-xl" />
        </div>
      </div>
    </LoadingPage>
  );
}
