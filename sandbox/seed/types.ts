// The shape of the seeded catalog: plain data written in seed/catalog.ts, read by commerce (and images).
// Keywords follow the IGDB vocabulary (docs/contracts/commerce.md, "Game metadata"); Persian labels live
// in seed/vocabulary.ts. The fixed sets (platforms, account types, rating levels) are the commerce contract's.
import type { components } from '../../contracts/generated/commerce';

type Schemas = components['schemas'];

export type PlatformSlug = Schemas['PlatformSlug'];

/** Account types the shop sells: shared capacities 1/2/3 and a full offline account. */
export type AccountType = Schemas['AccountType'];

export type SeedVariant = {
  platform: PlatformSlug;
  accountType: AccountType;
  /** IRR, before discount. */
  regularPrice: number;
  /** IRR, what the shopper pays when discounted; null when there is no discount. */
  discountedPrice: number | null;
  /** Units in stock; 0 = out of stock. */
  stock: number;
  /** Sold before its release (status OnBackOrder, 'پیش خرید'): delivered when the game comes out. */
  preorder: boolean;
};

export type SeedCompany = { slug: string; name: string };

export type SeedGame = {
  slug: string;
  /** Original (usually English) title. */
  name: string;
  /** Persian title shown above the original one. */
  persianName: string;
  releaseDate: string; // YYYY-MM-DD
  publisher: SeedCompany;
  developer: SeedCompany;
  genres: string[]; // e.g. 'Shooter', 'Sport', 'RolePlaying'
  themes: string[]; // e.g. 'Action', 'OpenWorld'
  gameplays: string[]; // e.g. 'SinglePlayer', 'OnlineMultiplayer', 'Coop'
  playerPerspectives: string[]; // e.g. 'FirstPerson', 'ThirdPerson'
  pegi: Schemas['PegiKeyword'];
  pegiDescriptors: string[]; // e.g. 'Violence', 'BadLanguage', 'IngamePurchases'
  esrb: Schemas['EsrbKeyword'];
  esrbDescriptors: string[]; // e.g. 'BloodandGore', 'UseofAlcohol'
  brandSlugs: string[];
  categorySlugs: string[];
  ratings: { type: Schemas['CriticRatingType']; value: number; total: number }[];
  /** Persian, a sentence or two. */
  shortDescription: string;
  /** Persian HTML (trusted seed content). */
  description: string;
  faqs: { question: string; answer: string }[];
  /** Two hex colours for the generated cover. */
  coverColors: [string, string];
  /** For the "best-selling" and "most visited" sorts. */
  salesCount: number;
  visitorCount: number;
  variants: SeedVariant[];
};

export type SeedBrand = {
  slug: string;
  name: string;
  persianName: string;
  isDefault: boolean;
  colors: [string, string];
  /** Persian, a sentence or two, for the brand's page. */
  description: string;
};

/** Categories of the catalog: platforms and kinds of game (also mirrored as Strapi categories in the CMS). */
export type SeedCategory = { slug: string; name: string; description: string; colors: [string, string] };
