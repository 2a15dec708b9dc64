// The shop's footer (docs/PRODUCT.md, Footer): important links (collapsible), social links, trust seals and the 1403 copyright.
// The social links and the seals' verification pages come from the CMS's contact document (cached, 'cms' tag), so the
// footer stays in the render cache with the page; when the CMS fails, the footer shows no social links and the seals
// without links. Both looks have the same height, so the links arriving later move nothing.
import { Suspense } from 'react';
import { ServerImage } from '@/components/ui/ServerImage';
import { toPersianDigits } from '@/lib/digits';
import { readContacts } from '@/services/server/cached/cms';
import { footerLinksOf, NO_FOOTER_LINKS, type FooterLinksView, type TrustSeal } from '@/services/server/views/footer-links';
import { FooterLinks } from './FooterLinks';
import { Logo } from './Logo';
import { SOCIAL_ICONS } from './social-icons';

const COPYRIGHT_YEAR = 1403;

const SEALS: { seal: TrustSeal; src: string; alt: string }[] = [
  { seal: 'enamad', src: '/seals/enamad.svg', alt: 'نماد اعتماد الکترونیکی' },
  { seal: 'samandehi', src: '/seals/samandehi.svg', alt: 'نشان ملی ثبت رسانه های دیجیتال (ساماندهی)' },
];

const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The footer at once, and its CMS links as soon as they are read: a slow CMS never holds the page back. */
export function Footer() {
  return (
    <Suspense fallback={<FooterContent links={NO_FOOTER_LINKS} />}>
      <FooterWithLinks />
    </Suspense>
  );
}

export async function FooterWithLinks() {
  const contacts = await readContacts().catch(() => null);
  return <FooterContent links={contacts ? footerLinksOf(contacts) : NO_FOOTER_LINKS} />;
}

export function FooterContent({ links }: { links: FooterLinksView }) {
  return (
    <footer className="mt-8 border-t border-slate-200 bg-slate-50 px-4 pt-6 pb-6 text-sm text-slate-600 below-fold [--below-fold-height:393px]">
      <div className="flex min-h-10 items-center justify-between">
        <Logo />
        {links.social.length > 0 ? (
          <ul className="flex gap-1" aria-label="شبکه های اجتماعی">
            {links.social.map(({ network, label, href }) => {
              const SocialIcon = SOCIAL_ICONS[network];
              return (
                <li key={href}>
                  <a
                    href={href}
                    aria-label={label}
                    {...EXTERNAL}
                    className="grid size-10 place-items-center rounded-xl text-slate-500 hover:bg-white hover:text-brand-600"
                  >
                    <SocialIcon size={22} />
                  </a>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      <p className="mt-3 leading-7">
        گیمینو فروشگاه اکانت بازی های پلی استیشن، ایکس باکس، نینتندو و کامپیوتر است؛ تحویل آنی پس از پرداخت و پشتیبانی
        تا پایان ضمانت.
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
        {SEALS.map(({ seal, src, alt }) => {
          const image = <ServerImage src={src} alt={alt} width={72} height={80} />;
          const href = links.seals.find((link) => link.seal === seal)?.href;
          const frame = 'rounded-xl border border-slate-200 bg-white p-2';
          return href ? (
            <a key={seal} href={href} {...EXTERNAL} className={frame}>
              {image}
            </a>
          ) : (
            <span key={seal} className={frame}>
              {image}
            </span>
          );
        })}
      </div>
      <p className="mt-4 text-center text-xs text-slate-500">
        © {toPersianDigits(COPYRIGHT_YEAR)} گیمینو. تمامی حقوق محفوظ است.
      </p>
    </footer>
  );
}
