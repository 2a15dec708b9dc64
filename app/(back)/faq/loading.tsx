import { AccordionBone, HeroBone, SectionTitleBone } from '@/components/content/Skeletons';
import { LoadingPage } from '@/components/ui/Skeleton';

export default function Loading() {
  return (
    <LoadingPage title="سوالات متداول">
      <div className="flex flex-col gap-6 px-4 pb-8">
        <HeroBone />
        <div>
          <SectionTitleBone />
          <AccordionBone rows={8} />
        </div>
      </div>
    </LoadingPage>
  );
}
