// The shop's footer (docs/PRODUCT.md, Footer): important links (collapsible), social links, trust seals and the 1403 copyright.
import { ServerImage } from '@/components/ui/ServerImage';
import Link from 'next/link';
import { toPersianDigits } from '@/lib/digits';
import { AparatIcon, InstagramIcon, TelegramIcon, XLogoIcon } from '@/components/ui/icons';
import { FooterLinks } from './FooterLinks';
import { Logo } from './Logo';

// docs/PRODUCT.md, Footer: the social links' targets are not set.
const SOCIAL_LINKS = [
  { label: 'تلگرام', icon: TelegramIcon },
  { label: 'آپارات', icon: AparatIcon },
  { label: 'ایکس', icon: XLogoIcon },
  { label: 'اینستاگرام', icon: InstagramIcon },
];

const COPYRIGHT_YEAR = 1403;

export function Footer() {
  return (
    <footer className="mt-8 border-t border-slate-200 bg-slate-50 px-4 pt-6 pb-6 text-sm text-slate-600">
      <div className="flex items-center justify-between">
        <Logo />
        <ul className="flex gap-1" aria-label="شبکه های اجتماعی">
          {SOCIAL_LINKS.map(({ label, icon: SocialIcon }) => (
            <li key={label}>
              <a
                href="#"
                aria-label={label}
                className="grid size-10 place-items-center rounded-xl text-slate-500 hover:bg-white hover:text-brand-600"
              >
                <SocialIcon size={22} />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-3 leading-7">
        گیمینو فروشگاه اکانت بازی های پلی استیشن، ایکس باکس، نینتندو و کامپیوتر است؛ تحویل آنی پس از پرداخت و پشتیبانی تا
        پایان ضمانت.
      </p>
      <FooterLinks
        links={[
          { label: 'قوانین و مقررات', href: '/terms' },
          { label: 'سوالات متداول', href: '/faq' },
          { label: 'درباره ما', href: '/about' },
          { label: 'تماس با ما', href: '/contact' },
          { label: 'وبلاگ', href: '/blogs' },
        ]}
      />
      <div className="mt-4 flex items-center justify-center gap-3">
        <Link href="/about" className="rounded-xl border border-slate-200 bg-white p-2">
          <ServerImage src="/seals/enamad.svg" alt="نماد اعتماد الکترونیکی" width={72} height={80} />
        </Link>
        <Link href="/about" className="rounded-xl border border-slate-200 bg-white p-2">
          <ServerImage src="/seals/samandehi.svg" alt="نشان ملی ثبت رسانه های دیجیتال (ساماندهی)" width={72} height={80} />
        </Link>
      </div>
      <p className="mt-4 text-center text-xs text-slate-500">
        © {toPersianDigits(COPYRIGHT_YEAR)} گیمینو. تمامی حقوق محفوظ است.
      </p>
    </footer>
  );
}
