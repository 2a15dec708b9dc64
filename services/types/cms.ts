// The CMS's shapes (Strapi 5 style): pages and their sections, highlights, categories, contacts
// (docs/contracts/cms.md).

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
