// The campaign a shopper landed by (docs/PRODUCT.md, Campaign): the utm_source, utm_medium and utm_campaign of the
// address a page was opened with, kept in this browser's storage for 30 days so that an order placed later is
// credited to it (Order/Create's metaSearchName and metaSearchKey). The latest landing with a source wins; one
// without keeps what was there. Nothing else of the address is kept. The storage and the time are passed in.

/** Where the record is kept in localStorage: read by the shop alone, never sent as a cookie. */
export const CAMPAIGN_KEY = 'gamino.campaign';
export const CAMPAIGN_DAYS = 30;
const CAMPAIGN_MILLISECONDS = CAMPAIGN_DAYS * 24 * 60 * 60 * 1000;
/** The most characters a value may have; a longer one is no value (the sandbox refuses more than this). */
export const CAMPAIGN_VALUE_MAX = 100;

/** `at`: when the shopper landed, in milliseconds since 1970. */
export type Campaign = { source: string; medium: string | null; campaign: string | null; at: number };

export type CampaignStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const RECORD_KEYS = ['at', 'campaign', 'medium', 'source'];

// C0 and C1 controls, line and paragraph separators, and the bidi marks, embeddings and isolates that would reorder
// how a value reads; the zero-width non-joiner of Persian words stays.
const CONTROLS = /[\p{Cc}\u2028\u2029\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** A value as kept: text without controls, trimmed, 1 to CAMPAIGN_VALUE_MAX characters; anything else is none. */
export function campaignValue(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.replace(CONTROLS, '').trim();
  return value && value.length <= CAMPAIGN_VALUE_MAX ? value : null;
}

/** The campaign of an address's query (`?utm_source=…`), or null when it names no usable source. */
export function campaignOfSearch(search: string, now: Date): Campaign | null {
  const params = new URLSearchParams(search);
  const source = campaignValue(params.get('utm_source'));
  if (!source) return null;
  return {
    source,
    medium: campaignValue(params.get('utm_medium')),
    campaign: campaignValue(params.get('utm_campaign')),
    at: now.getTime(),
  };
}

/** A stored record as it must be: exactly its four keys, each value as campaignValue keeps it, landed within 30 days. */
function validRecord(record: unknown, now: Date): record is Campaign {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return false;
  const { source, medium, campaign, at } = record as Record<string, unknown>;
  const age = typeof at === 'number' && Number.isFinite(at) ? now.getTime() - at : -1;
  return (
    Object.keys(record).sort().join() === RECORD_KEYS.join() &&
    typeof source === 'string' &&
    campaignValue(source) === source &&
    [medium, campaign].every(
      (value) => value === null || (typeof value === 'string' && campaignValue(value) === value),
    ) &&
    age >= 0 &&
    age < CAMPAIGN_MILLISECONDS
  );
}

/** The remembered campaign; an expired or malformed record is removed and reads as none. */
export function readCampaign(storage: CampaignStorage, now: Date): Campaign | null {
  try {
    const raw = storage.getItem(CAMPAIGN_KEY);
    if (raw === null) return null;
    let record: unknown = null;
    try {
      record = JSON.parse(raw);
    } catch {
      // Not JSON: malformed, removed below.
    }
    if (validRecord(record, now))
      return { source: record.source, medium: record.medium, campaign: record.campaign, at: record.at };
    storage.removeItem(CAMPAIGN_KEY);
    return null;
  } catch {
    // Storage that cannot be read (blocked, private browsing) remembers nothing.
    return null;
  }
}

/** A landing: its campaign replaces the remembered one when it names a source; returns what is remembered now. */
export function rememberLanding(search: string, storage: CampaignStorage, now: Date): Campaign | null {
  const landed = campaignOfSearch(search, now);
  if (!landed) return readCampaign(storage, now);
  try {
    storage.setItem(CAMPAIGN_KEY, JSON.stringify(landed));
  } catch {
    // A full or blocked storage: the order is credited to nothing, which is all that is lost.
  }
  return landed;
}

/** What Order/Create carries of a campaign: the source as metaSearchName, utm_campaign as metaSearchKey; none left out. */
export function orderCredit(campaign: Campaign | null): { metaSearchName?: string; metaSearchKey?: string } {
  if (!campaign) return {};
  return campaign.campaign
    ? { metaSearchName: campaign.source, metaSearchKey: campaign.campaign }
    : { metaSearchName: campaign.source };
}
