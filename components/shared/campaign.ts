// The landing campaign in this browser's localStorage (lib/campaign.ts keeps the rules): remembered from the address
// a page was opened with (components/shell/CampaignLanding.tsx), and read when an order is placed.
import { orderCredit, readCampaign, rememberLanding } from '@/lib/campaign';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked altogether: nothing is remembered.
    return null;
  }
}

export function rememberCampaignFrom(search: string): void {
  const storage = browserStorage();
  if (storage) rememberLanding(search, storage, new Date());
}

/** metaSearchName and metaSearchKey for Order/Create from the remembered campaign; {} without one. */
export function campaignCredit(): ReturnType<typeof orderCredit> {
  const storage = browserStorage();
  return orderCredit(storage ? readCampaign(storage, new Date()) : null);
}
