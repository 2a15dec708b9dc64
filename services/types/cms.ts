// The CMS's shapes (Strapi 5), as contracts/cms.openapi.yaml gives them. Behaviour: docs/contracts/cms.md.
import type { components, operations } from '@/contracts/generated/cms';

type Schemas = components['schemas'];

/** The pages the shop reads, by their `Page` field. */
export type CmsPageName = Schemas['PageName'];
export type CmsMedia = Schemas['Media'];

/** A page with every plain field; `Sections` and `Seo` are there when the query populated them (getPage does). */
export type CmsPage = Schemas['Page'];
/** An entry of a page's dynamic zone: rich text, a list (`shared.repeter`) or an image, by `__component`. */
export type CmsSection = Schemas['Section'];
/** An item of a list: a question with a Markdown answer, a title with an HTML description, or a linked picture. */
export type CmsSectionItem = Schemas['QuestionItem'] | Schemas['TitledItem'] | Schemas['LinkItem'];
export type CmsQuestion = Schemas['QuestionItem'];
/** A picture that leads somewhere: the home page's banners, category tiles and offer. */
export type CmsLinkItem = Schemas['LinkItem'];

export type CmsHighlight = Schemas['Highlight'];
export type CmsCategory = Schemas['Category'];

/** The contact page's document: its channels (`ContactUs`) and FAQ (`Faqs`). */
export type CmsContacts = Schemas['ContactPage'];
export type CmsContactChannel = Schemas['ContactChannel'];
export type CmsContactItem = Schemas['ContactItem'];

/** The body of POST /api/contacts. */
export type ContactMessageRequest = Schemas['ContactMessageRequest'];
/** The 400 of POST /api/contacts: `details.errors` names each broken field of `data` with its Persian message. */
export type ContactValidationError = operations['Contact_Create']['responses'][400]['content']['application/json'];
