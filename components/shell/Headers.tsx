'use client';
// The three header variants of the layout rules (lib/layout-rules.ts). Back link and title come from the
// route's rule, unless the page overrides them through the header slice (HeaderOverride).
import { usePathname } from 'next/navigation';
import { IntentLink } from '@/components/shared/IntentLink';
import { layoutRuleFor } from '@/lib/layout-rules';
import { useAppSelector } from '@/store/hooks';
import { BackIcon } from '@/components/ui/icons';
import { Logo } from './Logo';
import { SearchButton } from './SearchButton';
import { ShareButton } from './ShareButton';
import { SideMenu } from './SideMenu';

// Above the bottom bar while the side menu is open and not yet modal (components/shell/SideMenu.tsx).
const headerClass =
  'sticky top-0 z-30 has-[dialog[open]]:z-50 flex h-14 items-center gap-2 border-b border-slate-100 bg-white/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-white/80';

function useHeaderTarget() {
  const rule = layoutRuleFor(usePathname() ?? '/');
  const override = useAppSelector((state) => state.header);
  return {
    backUrl: override.backUrl ?? rule.backUrl ?? '/',
    title: override.title ?? rule.title,
    logo: rule.logo,
    overridden: override.backUrl !== null || override.title !== null,
  };
}

function BackLink({ href }: { href: string }) {
  return (
    <IntentLink
      href={href}
      aria-label="بازگشت"
      className="grid size-10 shrink-0 place-items-center rounded-xl text-slate-700 hover:bg-slate-100"
    >
      <BackIcon />
    </IntentLink>
  );
}

/** A back link, a title (may be empty) and, on some routes, the logo. */
function TitledHeader({ backUrl, title, logo }: { backUrl: string; title: string; logo: boolean }) {
  return (
    <header className={headerClass}>
      <BackLink href={backUrl} />
      {title ? (
        <p className="flex-1 truncate text-base font-bold text-slate-900">{title}</p>
      ) : (
        <span className="flex-1" />
      )}
      {logo ? <Logo /> : null}
    </header>
  );
}

/** Hamburger, logo and search: the header of the shop's main pages; a back link and title while a page overrides it. */
export function MainHeader() {
  const { backUrl, title, overridden } = useHeaderTarget();
  if (overridden) return <TitledHeader backUrl={backUrl} title={title} logo={false} />;
  return (
    <header className={headerClass}>
      <SideMenu />
      <div className="flex flex-1 justify-center">
        <Logo />
      </div>
      <SearchButton />
    </header>
  );
}

/** A back link and a title (/terms, /faq, /about, /contact), or the logo (/categories). */
export function BackHeader() {
  const { backUrl, title, logo } = useHeaderTarget();
  return <TitledHeader backUrl={backUrl} title={title} logo={logo} />;
}

/** Share, logo and back: the header of product and blog post pages. */
export function DetailHeader() {
  const { backUrl } = useHeaderTarget();
  return (
    <header className={headerClass}>
      <BackLink href={backUrl} />
      <div className="flex flex-1 justify-center">
        <Logo />
      </div>
      <ShareButton />
    </header>
  );
}
