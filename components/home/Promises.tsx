// The shop's three promises (instant delivery, guarantee, support): fixed copy, no service behind it.
import { BoltIcon, HeadsetIcon, ShieldIcon } from '@/components/ui/icons';

const PROMISES = [
  { icon: BoltIcon, title: 'تحویل آنی', text: 'مشخصات اکانت بلافاصله پس از پرداخت' },
  { icon: ShieldIcon, title: 'گارانتی', text: 'تا پایان دوره ضمانت هر اکانت' },
  { icon: HeadsetIcon, title: 'پشتیبانی', text: 'هر روز هفته، از ۹ صبح تا ۱۲ شب' },
];

export function Promises() {
  return (
    <section
      className="mt-6 grid grid-cols-3 gap-2 px-4 below-fold [--below-fold-height:138px]"
      aria-label="چرا گیمینو"
    >
      {PROMISES.map(({ icon: PromiseIcon, title, text }) => (
        <div key={title} className="flex flex-col items-center rounded-2xl bg-brand-50 px-2 py-3 text-center">
          <PromiseIcon size={26} className="text-brand-600" />
          <p className="mt-1.5 text-sm font-bold text-slate-900">{title}</p>
          <p className="mt-0.5 text-[11px] leading-5 text-slate-600">{text}</p>
        </div>
      ))}
    </section>
  );
}
