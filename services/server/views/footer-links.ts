// The footer's social links and trust seals from the CMS's contact document (channels `social` and `seals`). Only an
// http(s) address without credentials is ever linked; a network or seal is told apart by its address's host, so a
// seal shows the shop's own picture of it (kept local, under the page's image policy) and links to its issuer.
import 'server-only';
import { htmlToText } from '@/lib/sanitize';
import type { CmsContactItem, CmsContacts } from '@/services/types/cms';

export type SocialNetwork = 'instagram' | 'telegram' | 'whatsapp' | 'aparat' | 'x' | 'other';
export type TrustSeal = 'enamad' | 'samandehi';

export type SocialLinkView = { network: SocialNetwork; label: string; href: string };
export type SealLinkView = { seal: TrustSeal; href: string };
export type FooterLinksView = { social: SocialLinkView[]; seals: SealLinkView[] };

const SHOP_NAME = 'گیمینو';

const NETWORK_HOSTS: Record<string, Exclude<SocialNetwork, 'other'>> = {
  'instagram.com': 'instagram',
  't.me': 'telegram',
  'telegram.me': 'telegram',
  'wa.me': 'whatsapp',
  'api.whatsapp.com': 'whatsapp',
  'aparat.com': 'aparat',
  'x.com': 'x',
  'twitter.com': 'x',
};

const NETWORK_NAMES: Record<SocialNetwork, string> = {
  instagram: 'اینستاگرام',
  telegram: 'تلگرام',
  whatsapp: 'واتس‌اپ',
  aparat: 'آپارات',
  x: 'ایکس',
  other: 'شبکه اجتماعی',
};

const SEAL_HOSTS: Record<string, TrustSeal> = {
  'trustseal.enamad.ir': 'enamad',
  'logo.samandehi.ir': 'samandehi',
};

export const NO_FOOTER_LINKS: FooterLinksView = { social: [], seals: [] };

/** `value` as an absolute http(s) address without user or password, or null. */
export function externalHttpUrl(value: string | null | undefined): URL | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, '');

function socialLink(item: CmsContactItem): SocialLinkView | null {
  const url = externalHttpUrl(item.url);
  if (!url) return null;
  const network = NETWORK_HOSTS[hostOf(url)] ?? 'other';
  const name = htmlToText(item.Name) || NETWORK_NAMES[network];
  return { network, label: `${name} ${SHOP_NAME}`, href: url.href };
}

function sealLink(item: CmsContactItem): SealLinkView | null {
  const url = externalHttpUrl(item.url);
  const seal = url ? SEAL_HOSTS[hostOf(url)] : undefined;
  return url && seal ? { seal, href: url.href } : null;
}

/** The footer's links; none when the CMS gave no document (it failed alone). */
export function footerLinksOf(contacts: CmsContacts | null): FooterLinksView {
  const items = (keyword: 'social' | 'seals') =>
    (contacts?.ContactUs ?? [])
      .filter((channel) => channel.Keyword === keyword)
      .flatMap((channel) => channel.Items ?? []);
  const seals = items('seals')
    .map(sealLink)
    .filter((link): link is SealLinkView => link !== null);
  return {
    social: items('social')
      .map(socialLink)
      .filter((link): link is SocialLinkView => link !== null),
    // One link per seal: the first the CMS lists.
    seals: seals.filter((link, index) => seals.findIndex((each) => each.seal === link.seal) === index),
  };
}
