// The bank gateways the sandbox offers (docs/contracts/payment.md, "Gateways"): groups of gateways, one
// of them switched off.
import { fileUrls } from '../files/urls';

/** The keywords of the groups the sandbox offers (the document says only that a keyword is a string). */
export type GatewayKeyword = 'Saman' | 'Mellat' | 'Melli';

type GatewayDefinition = { id: number; name: string; displayName: string; isEnabled: boolean };
type GroupDefinition = { keyword: GatewayKeyword; title: string; imageTitle: string; gateways: GatewayDefinition[] };

const GROUPS: GroupDefinition[] = [
  {
    keyword: 'Saman',
    title: 'درگاه بانک سامان',
    imageTitle: 'سامان',
    gateways: [{ id: 3, name: 'SEP', displayName: 'بانک سامان', isEnabled: true }],
  },
  {
    keyword: 'Mellat',
    title: 'درگاه بانک ملت',
    imageTitle: 'ملت',
    gateways: [{ id: 5, name: 'Behpardakht', displayName: 'به‌پرداخت ملت', isEnabled: true }],
  },
  {
    keyword: 'Melli',
    title: 'درگاه بانک ملی',
    imageTitle: 'ملی',
    // Kept switched off so clients show that they filter on isEnabled.
    gateways: [{ id: 7, name: 'Sadad', displayName: 'سداد بانک ملی', isEnabled: false }],
  },
];

/** The wire shape: a bare array of groups, each with its gateways. */
export function gatewayGroups() {
  return GROUPS.map((group) => {
    const path = fileUrls.gatewayLogo(group.keyword);
    return {
      keyword: group.keyword,
      category: 'Group',
      name: group.keyword,
      title: group.title,
      description: null,
      image: { path, titleAttribute: group.imageTitle, altAttribute: group.imageTitle },
      gateways: group.gateways.map((gateway) => ({
        id: gateway.id,
        name: gateway.name,
        displayName: gateway.displayName,
        isEnabled: gateway.isEnabled,
        image: { path, titleAttribute: null, altAttribute: null },
        form: { elements: [] },
      })),
    };
  });
}

/** The keywords whose logos the payment host hands out (lower case, as in their file names). */
export const gatewayLogoKeywords: readonly string[] = GROUPS.map((group) => group.keyword.toLowerCase());

/** The keyword of the group a logo's name (any case) belongs to, or null. */
export function gatewayKeywordOf(name: string): GatewayKeyword | null {
  return GROUPS.find((group) => group.keyword.toLowerCase() === name.toLowerCase())?.keyword ?? null;
}

export function findGateway(id: number): (GatewayDefinition & { groupTitle: string }) | null {
  for (const group of GROUPS) {
    const gateway = group.gateways.find((candidate) => candidate.id === id);
    if (gateway) return { ...gateway, groupTitle: group.title };
  }
  return null;
}
