'use client';
// Remembers the campaign of the address a page is opened with, or navigated to (docs/PRODUCT.md, Campaign). Most
// addresses carry none: the check is one string search, and the code that reads and keeps a campaign is fetched
// only for an address that has one, once the page is idle.
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { whenIdle } from '@/lib/when-idle';

export function CampaignLanding() {
  const pathname = usePathname();
  useEffect(() => {
    const search = window.location.search;
    if (!search.includes('utm_')) return;
    // Not cancelled when the shopper moves on before the page is idle: the landing still counts.
    whenIdle(
      () =>
        void import('@/components/shared/campaign').then(({ rememberCampaignFrom }) => rememberCampaignFrom(search)),
    );
  }, [pathname]);
  return null;
}
