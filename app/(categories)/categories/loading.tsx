// Holds the categories grid while it loads.
import { CardBone, HeadingBone } from '@/components/catalog/Skeletons';

export default function Loading() {
  return (
    <div aria-busy="true" aria-label="در حال بارگذاری دسته بندی ها" className="animate-pulse">
      <HeadingBone width="w-32" />
      <ul className="grid grid-cols-2 gap-3 px-4">
        {[0, 1, 2, 3, 4, 5].map((item) => (
          <li key={item}>
            <CardBone aspect="aspect-[4/3]" />
          </li>
        ))}
      </ul>
    </div>
  );
}
