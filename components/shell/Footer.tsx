// The shop's footer (docs/PRODUCT.md, Footer): important links (collapsible), social links, trust seals and the 1403 copyright.
// The social links and the seals' verification pages come from the CMS's contact document (cached, 'cms' tag), so the
// footer stays in the render cache with the page; when the CMS fails, the footer shows no social links and the seals
// without links. Both looks have the same height, so the links arriving later move nothing.
import { cache, Suspense, type ReactNode } from 'react';
import { ServerImage } from '@/components/ui/ServerImage';
import { toPersianDigits } from '@/lib/digits';
import { readContacts } from '@/services/server/cached/cms';
import {
  footerLinksOf,
  NO_FOOTER_LINKS,
  type FooterLinksView,
  type TrustSeal,
} from '@/services/server/views/footer-links';
import { FooterLinks } from './FooterLinks';
import { Logo } from './Logo';
import { SocialIcon } from './social-icons';

const COPYRIGHT_YEAR = 1403;

const SEALS: { seal: TrustSeal; src: string; alt: string }[] = [
  { seal: 'enamad', src: '/seals/enamad.svg', alt: 'نماد اعتماد الکترونیکی' },
  { seal: 'samandehi', src: '/seals/samandehi.svg', alt: 'نشان ملی ثبت رسانه های دیجیتال (ساماندهی)' },
];

const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The footer at once, and its CMS links as soon as they are read: a slow CMS never holds the page back. Only the
 * parts the links change wait (each boundary's stand-in is in the page's flight data beside what replaces it).
 *
 * Every page's flight data has the footer twice, in its own frame and in the not-found frame the root layout sends
 * with every page. So the footer is one element per request (footerOfRequest), and the component is async, which
 * makes React send it as a row of its own: the second place is then a reference to the first one's props, not a copy.
 */
export async function Footer() {
  return footerOfRequest();
}

const footerOfRequest = cache(() =>
  footerFrame({
    social: (
      <Suspense fallback={null}>
        <SocialFromCms />
      </Suspense>
    ),
    seals: (
      <Suspense fallback={<Seals links={NO_FOOTER_LINKS} />}>
        <SealsFromCms />
      </Suspense>
    ),
  }),
);

const readLinks = async () => {
  const contacts = await readContacts().catch(() => null);
  return contacts ? footerLinksOf(contacts) : NO_FOOTER_LINKS;
};

/** The footer as it is once its links are read. */
export async function FooterWithLinks() {
  return <FooterContent links={await readLinks()} />;
}

export function FooterContent({ links }: { links: FooterLinksView }) {
  return footerFrame({ social: <Social links={links} />, seals: <Seals links={links} /> });
}

async function SocialFromCms() {
  return <Social links={await readLinks()} />;
}

async function SealsFromCms() {
  return <Seals links={await readLinks()} />;
}

/** The CMS's social networks, beside the logo (whose row keeps its height without them). */
function Social({ links }: { links: FooterLinksView }) {
  if (links.social.length === 0) return null;
  return (
    <ul className="flex gap-1" aria-label="شبکه های اجتماعی">
      {links.social.map(({ network, label, href }) => (
        <li key={href}>
          <a href={href} aria-label={label} {...EXTERNAL} className="footer-social-link">
            <SocialIcon network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The trust seals, each linked to its verification page when the CMS names one. */
function Seals({ links }: { links: FooterLinksView }) {
  return (
    <div className="mt-4 flex items-center justify-center gap-3">
      {SEALS.map(({ seal, src, alt }) => {
        // Drawings: the optimizer would send the same file, under two longer addresses per seal.
        const image = <ServerImage src={src} alt={alt} width={72} height={80} unoptimized />;
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
  );
}

/** The footer's element itself (not a component, so that footerOfRequest keeps the <footer> element React sends). */
function footerFrame({ social, seals }: { social: ReactNode; seals: ReactNode }) {
  return (
    <footer className="mt-8 border-t border-slate-200 bg-slate-50 px-4 pt-6 pb-6 text-sm text-slate-600 below-fold [--below-fold-height:393px]">
      <div className="flex min-h-10 items-center justify-between">
        <Logo />
        {social}
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
      {seals}
      <p className="mt-4 text-center text-xs text-slate-500">
        © {toPersianDigits(COPYRIGHT_YEAR)} گیمینو. تمامی حقوق محفوظ است.
      </p>
    </footer>
  );
}
