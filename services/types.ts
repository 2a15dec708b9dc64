// Domain types of the five backends (CONTRACTS.md), and the typed result every identity/payment call returns.

/** A failed call, already translated for the user. */
export type ServiceError = {
  kind: 'network' | 'unauthorized' | 'validation' | 'notFound' | 'server';
  status: number | null;
  /** Persian, shown to the user as is. */
  message: string;
  /** Field name (camelCase, as the ABP validationErrors members name it) → message. */
  fields?: Record<string, string>;
};

export type ServiceResult<T> = { ok: true; data: T } | { ok: false; error: ServiceError };

export type CurrencyType = 'IRR';

/** ABP `PagedResultDto<T>`. */
export type PagedResult<T> = { totalCount: number; items: T[] };

// ---------------------------------------------------------------- identity (CONTRACTS §2)

export type UserProfile = {
  id: number;
  userName: string;
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
  isEmailConfirmed: boolean;
  phoneNumber: string | null;
  isPhoneNumberConfirmed: boolean;
  isActive: boolean;
  /** true = male, false = female, null = not set. */
  gender: boolean | null;
  birthDay: string | null;
  nationalId: string | null;
  nationalityId: string | null;
  isNewsletter: boolean;
  timezone?: string | null;
};

/** Result of OTP/Login, OTP/Register and TokenAuth/Login. */
export type LoginResult = {
  accessToken: string;
  encryptedAccessToken?: string;
  expireInSeconds: number;
  userId: number;
  refreshToken?: string;
  refreshTokenExpireInSeconds?: number;
  shouldResetPassword?: boolean;
  requiresTwoFactorVerification?: boolean;
  user: UserProfile;
};

export type SendOtpResult = {
  emailOrPhoneNumber: string;
  isRegistered: boolean;
  codeLength: number;
  expireInSeconds: number;
} | null;

export type UpdateProfileInput = {
  firstName: string;
  lastName: string;
  gender: boolean | null;
  birthDay?: string | null;
  nationalId?: string | null;
  nationalityId?: string | null;
  timezone?: string | null;
  isNewsletter?: boolean;
};

export type ForgotPasswordResult = { userId: number };
export type ResetPasswordResult = { canLogin: boolean; userName: string } | null;

// ---------------------------------------------------------------- payment (CONTRACTS §3, §10)

export type WalletBalance = { amount: number | null; currencyType: CurrencyType };

export type ImageRef = { path: string | null; titleAttribute: string | null; altAttribute: string | null };

export type BankGateway = {
  id: number;
  name: string;
  displayName: string;
  isEnabled: boolean;
  image: ImageRef | null;
  form?: { elements: unknown[] } | null;
};

export type BankGatewayGroup = {
  keyword: string;
  category: string;
  name: string;
  title: string;
  description: string | null;
  image: ImageRef | null;
  gateways: BankGateway[];
};

/** Gateway groups as served, plus the enabled gateways flattened out of them. */
export type DepositGateways = { groups: BankGatewayGroup[]; gateways: BankGateway[] };

export type PaymentToken = { tokenId: string };

export type TransactionType = 'IncreaseDeposit' | 'DecreaseDeposit' | (string & {});

export type WalletTransaction = {
  id: number;
  amount: number;
  currencyType: CurrencyType;
  type: TransactionType;
  typeStr: string;
  information: string | null;
  creationTime: string;
  creationDateStr: string;
  creationTimeStr: string;
};

export type ConfirmByDepositResult = { isSuccess: boolean; reserveId: number; remainingBalance: number };

// ---------------------------------------------------------------- commerce (CONTRACTS §4, §10)

export type StockStatus = 'InStock' | 'OutOfStock' | 'OnBackOrder' | 'ComingSoon';

export type FacetKey =
  | 'publishers'
  | 'developers'
  | 'gameplays'
  | 'genres'
  | 'themes'
  | 'playerPerspectives'
  | 'pegis'
  | 'esrbs'
  | 'variants';

export type FacetItem = { value: string; label: string; count: number };
export type Facet = { key: FacetKey | (string & {}); label: string; items: FacetItem[] };

export type Keyword = { id?: number; keyword: string; name: string };

export type AgeRating = {
  id: number;
  keyword: string;
  name: string;
  title: string | null;
  description: string | null;
  image: string | null;
  items: AgeRating[] | null;
};

export type Company = {
  name: string;
  slug: string;
  filePath: string | null;
  fileTitleAttribute: string | null;
  fileAltAttribute: string | null;
};

export type Brand = {
  id: number;
  name: string;
  slug: string;
  isDefault: boolean;
  fileUniqKey: string | null;
  filePath: string | null;
  fileTitleAttribute: string | null;
  fileAltAttribute: string | null;
};

export type PriceItem = {
  id?: number;
  salePrice: number | null;
  regularPrice?: number | null;
  currencyType: CurrencyType;
  status?: StockStatus;
};

export type ProductListItem = {
  id: number;
  slug: string;
  permalink: string;
  name: string;
  /** The Persian title shown above the original one (this backend's addition). */
  persianName?: string | null;
  filePath: string | null;
  fileTitleAttribute: string | null;
  fileAltAttribute: string | null;
  shortDescription: string | null;
  releaseDate: string | null;
  minVariant: { id?: number; name?: string | null; items: PriceItem[] } | null;
  pegi: AgeRating | null;
  esrb: AgeRating | null;
  genres: Keyword[];
  theme: Keyword[];
  gameplay: Keyword[];
  playerPerspective: Keyword[];
  developer: Company | null;
  publisher: Company | null;
  brands: Brand[];
  tags: unknown[];
};

export type SearchSort = { orderBy?: 'Price' | 'Sale' | 'Visitor'; sortBy?: 'asc' | 'desc' };

export type SearchWithFacetsParams = SearchSort & {
  skipCount?: number;
  maxResultCount?: number;
  phrase?: string;
  onlyAvailable?: boolean;
  statuses?: StockStatus[];
  brands?: string[];
} & Partial<Record<FacetKey, string[]>>;

export type SearchWithFacetsResult = { facets: Facet[]; pagedResult: PagedResult<ProductListItem> };

export type VariantItem = {
  id: number;
  sku: string;
  status: StockStatus;
  inventory: 'Unlimited' | 'Limited';
  regularPrice: number | null;
  salePrice: number | null;
  profitPercentage: number | null;
  profitPrice: number | null;
  currencyType: CurrencyType;
  filePath: string | null;
  description: string | null;
  attributes: { value: string }[];
};

export type VariantNode = {
  id: number;
  name: string;
  slug: string | null;
  value: string;
  children: VariantNode[] | null;
  items?: VariantItem[];
};

export type ProductDetail = {
  id: number;
  slug: string;
  name: string;
  persianName?: string | null;
  brands?: Brand[];
  igdb: string | null;
  filePath: string | null;
  fileTitleAttribute: string | null;
  fileAltAttribute: string | null;
  shortDescription: string | null;
  description: string | null;
  releaseDate: string | null;
  categories: { name: string; slug: string }[];
  breadcrumbs: { name: string; url: string }[];
  genres: Keyword[];
  theme: Keyword[];
  gameplay: Keyword[];
  playerPerspective: Keyword[];
  developer: Company | null;
  publisher: Company | null;
  pegi: AgeRating | null;
  esrb: AgeRating | null;
  rating: { id: number; type: string; value: number; total: number }[];
  awards: unknown[];
  faqs: { id: number; questions: string; answer: string }[];
  page: { title: string; richSnippet: string | null; metas: Record<string, string> } | null;
  similar: ProductListItem[];
  minVariant: { items: PriceItem[] } | null;
  variants: VariantNode[];
};

export type GalleryItem = {
  id: number;
  mediaType: 'Image' | 'Video';
  filePath: string;
  thumbnail: string | null;
  fileTitleAttribute: string | null;
  fileAltAttribute: string | null;
  duration: number | null;
  creationTime: string;
};

export type SiteMapProduct = { id: number; slug: string; galleries: GalleryItem[] };

export type CartVariant = {
  id: number;
  name: string | null;
  description: string | null;
  attributes: string[];
  filePath: string | null;
  currencyType: CurrencyType;
  status: StockStatus;
  isActive: boolean;
  isVirtual: boolean;
  isDownloadable: boolean;
  regularPrice: number | null;
  salePrice: number | null;
  product: {
    id: number;
    name: string;
    persianName?: string | null;
    slug: string;
    filePath: string | null;
    fileTitleAttribute: string | null;
    fileAltAttribute: string | null;
  };
};

export type CartItem = {
  id: number;
  variantId: number;
  quantity: number;
  profitPercent?: number;
  unitPrice?: number;
  unitDiscountAmount?: number;
  strikePrice?: number;
  totalPrice?: number;
  totalDiscountAmount?: number;
  /** Absent in the per-product cart (GetCartByProductId). */
  variant?: CartVariant;
};

export type Cart = {
  id: number;
  deviceId: string;
  totalQuantity: number;
  totalItemsPrice: number;
  payableAmount: number;
  profitAmount: number;
  items: CartItem[];
};

export type CreateOrderInput = {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email?: string | null;
  gender?: boolean | null;
  specialRequest?: string | null;
};

export type CreatedOrder = { id: number; orderNumber: string; payableAmount: number; currencyType: CurrencyType };

export type OrderStatus = 'Pending' | 'Paid' | 'Delivered' | 'Canceled';

export type Order = {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  creationTime: string;
  payableAmount: number;
  currencyType: CurrencyType;
  items: { id: number; quantity: number; variant: CartVariant }[];
};

export type DeliveredAccount = { username: string; password: string; email: string | null; notes: string | null };

// ---------------------------------------------------------------- CMS (Strapi 5, CONTRACTS §5)

export type CmsPageName = 'Home' | 'aboutUs' | 'faq' | 'Terms' | 'contact' | 'walletFaq';

export type CmsMedia = { id?: number; url: string; alternativeText?: string | null; width?: number; height?: number };

export type CmsSectionItem = {
  id: number;
  Title?: string | null;
  Subtitle?: string | null;
  Description?: string | null;
  Header?: string | null;
  Url?: string | null;
  Question?: string | null;
  Answer?: string | null;
  Image?: CmsMedia | null;
  [field: string]: unknown;
};

export type CmsSection = {
  __component: string;
  id: number;
  Keyword?: string | null;
  Title?: string | null;
  Subtitle?: string | null;
  Description?: string | null;
  Url?: string | null;
  Image?: CmsMedia | null;
  ImageTitle?: string | null;
  ImageAlternative?: string | null;
  Items?: CmsSectionItem[];
  [field: string]: unknown;
};

export type CmsSeo = { PageTitle: string | null; Schema: unknown; Metas: { Type: string; Value: string }[] };

export type CmsPage = {
  id: number;
  documentId: string;
  Page: CmsPageName | string;
  Sections: CmsSection[];
  Seo: CmsSeo | null;
};

export type CmsHighlight = {
  id: number;
  documentId: string;
  Keyword: string;
  Item: {
    Title: string | null;
    Image: CmsMedia | null;
    Items: { id: number; Url: string | null; Title: string | null; Header: string | null; Subtitle: string | null; Image: CmsMedia | null }[];
  } | null;
};

export type CmsCategory = {
  id: number;
  documentId: string;
  Title?: string | null;
  Name?: string | null;
  Slug?: string | null;
  Url?: string | null;
  Image?: CmsMedia | null;
  isTopLevel?: boolean;
  Children?: CmsCategory[];
  [field: string]: unknown;
};

export type CmsContactItem = {
  id: number;
  Name: string | null;
  Value: string | null;
  Description: string | null;
  url: string | null;
  backgroundColorCode: string | null;
  icon: CmsMedia | null;
};

export type CmsContacts = {
  id: number;
  documentId: string;
  ContactUs: {
    id: number;
    Keyword: 'ticket' | 'online' | 'call' | 'address' | (string & {});
    Title: string | null;
    Subtitle: string | null;
    Url: string | null;
    icon: CmsMedia | null;
    Items: CmsContactItem[];
  }[];
  Faqs: { Title: string | null; Items: { id: number; Question: string; Answer: string }[] } | null;
};

export type ContactMessageInput = { name: string; contact: string; message: string };

// ---------------------------------------------------------------- blog (WordPress REST v2, CONTRACTS §6)

export type WpRendered = { rendered: string };

export type WpTerm = {
  id: number;
  count?: number;
  description?: string;
  link: string;
  name: string;
  slug: string;
  taxonomy: 'category' | 'post_tag';
  parent?: number;
};

export type WpUser = {
  id: number;
  name: string;
  url: string;
  description: string;
  link: string;
  slug: string;
  avatar_urls: Record<string, string>;
};

export type WpPost = {
  id: number;
  date: string;
  date_gmt: string;
  modified: string;
  slug: string;
  status: string;
  link: string;
  title: WpRendered;
  content: WpRendered & { protected: boolean };
  excerpt: WpRendered & { protected: boolean };
  author: number;
  featured_media: number;
  categories: number[];
  tags: number[];
  jetpack_featured_media_url?: string | null;
  categories_names?: string[];
  tags_names?: string[];
  acf?: { time_read?: string | null };
  _embedded?: {
    author?: WpUser[];
    'wp:featuredmedia'?: { id: number; source_url: string; alt_text: string; media_details?: unknown }[];
    'wp:term'?: WpTerm[][];
  };
};

export type BlogPostsPage = { posts: WpPost[]; total: number; totalPages: number };
