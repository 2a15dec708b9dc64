'use client';
// The working big-discount switch, a chunk loaded after hydration. A visitor's switch is off, and a tap goes to
// /login, which brings them back here; a signed-in shopper's reads and saves the setting (ShopperDiscountSwitch,
// fetched then, shown off and waiting until it is there).
import { useRouter } from 'next/navigation';
import { lazy, Suspense } from 'react';
import { loginHref } from '@/lib/return-url';
import { useAppSelector } from '@/store/hooks';
import { DiscountAlertRow } from './DiscountAlertRow';

// Out of reach (offline), the switch stays off and waiting rather than failing the page.
const ShopperDiscountSwitch = lazy(() =>
  import('./ShopperDiscountSwitch').catch(() => ({ default: () => <DiscountAlertRow on={false} waiting /> })),
);

export default function DiscountAlertSwitch({ productId }: { productId: number }) {
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const router = useRouter();
  if (!isAuthenticated) {
    const toLogin = () => router.push(loginHref(`${window.location.pathname}${window.location.search}`));
    return <DiscountAlertRow on={false} onToggle={toLogin} />;
  }
  return (
    <Suspense fallback={<DiscountAlertRow on={false} waiting />}>
      <ShopperDiscountSwitch productId={productId} />
    </Suspense>
  );
}
