// Generated from contracts/cms.openapi.yaml by `npm run contracts:types` (openapi-typescript). Do not edit: change the document.

export type paths = {
    "/api/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists pages
         * @description The shop asks for one page by name: `filters[Page][$eq]=<PageName>&locale=fa&populate[Sections][populate]=*&populate[Seo][populate]=*`.
         */
        get: operations["Page_Find"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pages/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one page */
        get: operations["Page_FindOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/highlights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists highlights
         * @description The shop asks for all of them: `locale=fa&populate[Item][populate][Items][populate]=*`, or one keyword with `filters[Keyword][$eq]=<keyword>`.
         */
        get: operations["Highlight_Find"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/highlights/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one highlight */
        get: operations["Highlight_FindOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists categories
         * @description The shop sends `locale=fa&populate=*&filters[isTopLevel]=true&pagination[pageSize]=150` (the page size counts as 100).
         */
        get: operations["Category_Find"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one category */
        get: operations["Category_FindOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the contact page's channels and FAQ
         * @description One document. The shop sends `locale=fa&populate[ContactUs][populate][Items][populate]=*&populate[Faqs][populate]=*`. The messages of POST are not listed here.
         */
        get: operations["Contact_Find"];
        put?: never;
        /**
         * Stores a message from the shop's contact form
         * @description Proposed by us: the observed client only reads the contact page's document from this collection and sends no message. Without it the contact form says in Persian that the message was not sent.
         */
        post: operations["Contact_Create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the contact page's document */
        get: operations["Contact_FindOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{plural}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a document (pages, highlights, categories) */
        post: operations["Document_Create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{plural}/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a document */
        put: operations["Document_Update"];
        post?: never;
        /** Deletes a document */
        delete: operations["Document_Delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serves a media file */
        get: operations["Upload_Get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /** @description Strapi 5's document id, stable across restarts. */
        DocumentId: string;
        /**
         * Format: date-time
         * @description ISO 8601 in UTC, with milliseconds and `Z`.
         */
        Instant: string;
        /** @description What every document carries; with `fields`, only `id` and `documentId` of these are sure. */
        DocumentFields: {
            id: number;
            documentId: components["schemas"]["DocumentId"];
            createdAt?: components["schemas"]["Instant"];
            updatedAt?: components["schemas"]["Instant"];
            publishedAt?: components["schemas"]["Instant"];
            locale?: string;
        };
        /** @description An upload in the v5 shape. `url` is relative to the CMS base URL, as Strapi's local provider writes it (Upload_Get serves it); there are no resized `formats`. */
        Media: {
            id: number;
            documentId: components["schemas"]["DocumentId"];
            /** @description The file name, `<name>.webp`, `.jpg` or `.png` for a picture or `<name>.mp4` for a video. */
            name: string;
            alternativeText: string | null;
            caption: string | null;
            /** @description Pixels. */
            width: number;
            /** @description Pixels. */
            height: number;
            /** @description Resized copies by format name; null here. */
            formats: {
                [key: string]: unknown;
            } | null;
            hash: string;
            /** @description `.webp`, `.jpg`, `.png` or `.mp4`. */
            ext: string;
            /** @description What the upload is; a highlight's slide is a picture (`image/…`) or a video (`video/mp4`). */
            mime: string;
            /** @description KB. */
            size: number;
            /** @description A path such as `/uploads/about-team.jpg` or `/uploads/story-fc26-trailer.mp4`. */
            url: string;
            previewUrl: string | null;
            provider: string;
            provider_metadata: {
                [key: string]: unknown;
            } | null;
            createdAt: components["schemas"]["Instant"];
            updatedAt: components["schemas"]["Instant"];
            publishedAt: components["schemas"]["Instant"];
        };
        /**
         * @description The pages the shop reads, by the value of their `Page` field.
         * @enum {string}
         */
        PageName: "Home" | "aboutUs" | "faq" | "Terms" | "contact" | "walletFaq" | "orderGuide";
        /** @description The fields of the content type (plain ones, then populatable ones). */
        PageAttributes: {
            Page?: components["schemas"]["PageName"];
            /** @description The page's dynamic zone, in order (populated). */
            Sections?: components["schemas"]["Section"][];
            Seo?: components["schemas"]["Seo"];
        };
        /** @description A page as `fields` leaves it, the fields named (and `id`, `documentId`) and what `populate` adds. */
        PageSelection: components["schemas"]["DocumentFields"] & components["schemas"]["PageAttributes"];
        /** @description A page with every plain field; `Sections` and `Seo` when populated. */
        Page: WithRequired<components["schemas"]["DocumentFields"], "createdAt" | "updatedAt" | "publishedAt" | "locale"> & WithRequired<components["schemas"]["PageAttributes"], "Page">;
        /** @description An entry of a page's dynamic zone, by `__component`. */
        Section: components["schemas"]["RichTextSection"] | components["schemas"]["RepeaterSection"] | components["schemas"]["ImageSection"];
        /** @description What the section is for (`hero`, `faq`, `terms`, `icons`, `intro`…; on the home page `banner`, `banner2`, `banner3`, `category`, `special-offer`; on the about page also `about_intro`, `telNumber`, `email`), or null. On the `faq` page a FAQ section's keyword is its topic's path, `/faq/<keyword>` (`buying`, `delivery`…). */
        SectionKeyword: string | null;
        /** @description Rich text; its HTML is `Body`, as the observed client reads the about page's `about_intro` (irangamecenter pages/about.tsx:17,51). */
        RichTextSection: {
            /** @constant */
            __component: "shared.rich-text";
            id: number;
            Keyword: components["schemas"]["SectionKeyword"];
            Title: string;
            /** @description HTML. */
            Body: string;
        };
        /** @description A list (the client's spelling `repeter`). */
        RepeaterSection: {
            /** @constant */
            __component: "shared.repeter";
            id: number;
            Keyword: components["schemas"]["SectionKeyword"];
            Title: string;
            /** @description A line under the title; on the about page's `telNumber`, the hours it answers. */
            Subtitle: string | null;
            /** @description A value the section itself carries, or null: the about page's `telNumber` and `email` hold the number and the address here, as the observed client reads them (irangamecenter pages/about.tsx:56-59, components/shared/Contacts.tsx:30-33). */
            Description: string | null;
            /** @description Where the section's value leads (`tel:`, `mailto:`), or null. */
            Url: string | null;
            /** @description Questions with Markdown answers (the terms, FAQ and wallet FAQ pages, the about page's `faq`), titled items with HTML descriptions (elsewhere; with their icon in the about page's `icons`), or linked pictures (the home page's `banner`, `banner2`, `banner3`, `category` and `special-offer`). */
            Items: (components["schemas"]["QuestionItem"] | components["schemas"]["TitledItem"] | components["schemas"]["LinkItem"])[];
        };
        ImageSection: {
            /** @constant */
            __component: "shared.image";
            id: number;
            Keyword: components["schemas"]["SectionKeyword"];
            Title: string;
            /** @description Where the image leads in the shop, or null. */
            Url: string | null;
            /** @description The production storefront shows no image component (its sections are all shared.repeter, irangamecenter pages/index.tsx:36-50); the shop leaves out an image section without one. */
            Image: components["schemas"]["Media"];
            ImageTitle: string;
            /** @description The picture's alternative text; without it, the media's own or the section's title. */
            ImageAlternative: string;
        };
        QuestionItem: {
            id: number;
            Question: string;
            /** @description Markdown. */
            Answer: string;
        };
        TitledItem: {
            id: number;
            Title: string;
            /** @description HTML. */
            Description: string;
            Image?: components["schemas"]["Media"];
        };
        /** @description A picture that leads somewhere (a home page banner, category tile or offer), with the alt text and title editors write beside it (irangamecenter components/home/Slider.tsx:12-13,34-35, components/home/Categories.tsx:9-10,48). */
        LinkItem: {
            id: number;
            Title: string;
            /** @description Where the picture leads, a path in the shop as editors write it; the shop checks it before linking. */
            Url: string | null;
            Image: components["schemas"]["Media"];
            /** @description The picture's alt text, or null (the shop then takes the media's alternativeText, then Title). */
            ImageAlternative: string | null;
            ImageTitle: string | null;
        };
        /** @enum {string} */
        SeoMetaType: "description" | "og:title";
        Seo: {
            id: number;
            PageTitle: string;
            /** @description The page's JSON-LD, or null (always null here). */
            Schema: {
                [key: string]: unknown;
            } | null;
            Metas: {
                id: number;
                Type: components["schemas"]["SeoMetaType"];
                Value: string;
            }[];
        };
        /** @description The fields of the content type (plain ones, then populatable ones). */
        HighlightAttributes: {
            /** @description The highlight's name (`new-releases`, `weekly-deals`…), usable in filters. */
            Keyword?: string;
            Item?: components["schemas"]["HighlightItem"];
        };
        /** @description A highlight as `fields` leaves it, the fields named (and `id`, `documentId`) and what `populate` adds. */
        HighlightSelection: components["schemas"]["DocumentFields"] & components["schemas"]["HighlightAttributes"];
        /** @description A highlight with every plain field; `Item` when populated. */
        Highlight: WithRequired<components["schemas"]["DocumentFields"], "createdAt" | "updatedAt" | "publishedAt" | "locale"> & WithRequired<components["schemas"]["HighlightAttributes"], "Keyword">;
        /** @description A story, as the shop shows it; `Image` is its round cover and each of `Items` one slide. */
        HighlightItem: {
            id: number;
            Title: string;
            Image: components["schemas"]["Media"];
            Items: components["schemas"]["HighlightLink"][];
        };
        HighlightLink: {
            id: number;
            /** @description Where the slide leads: a path in the shop, such as `/product/<slug>` or `/products?variants=playstation-5`; null when the slide has no link. */
            Url: string | null;
            Title: string;
            Header: string;
            Subtitle: string;
            /** @description The slide's media, a picture or a video (`mime` `video/mp4`). */
            Image: components["schemas"]["Media"];
        };
        /** @description The fields of the content type (plain ones, then populatable ones). */
        CategoryAttributes: {
            Title?: string;
            Slug?: string;
            /** @description The shop's page of the category, `/category/<Slug>`. The production storefront builds the link from Slug (irangamecenter pages/categories.tsx:87,100), and so does the shop when Url is absent. */
            Url?: string;
            Description?: string;
            /** @description Always true here. */
            isTopLevel?: boolean;
            /** @description How many games of the catalog are in the category; the production storefront shows no count (irangamecenter pages/categories.tsx), and the shop shows none when it is absent. */
            productCount?: number;
            Image?: components["schemas"]["Media"];
            /** @description Subcategories; always empty here. */
            Children?: components["schemas"]["Category"][];
        };
        /** @description A category as `fields` leaves it, the fields named (and `id`, `documentId`) and what `populate` adds. */
        CategorySelection: components["schemas"]["DocumentFields"] & components["schemas"]["CategoryAttributes"];
        /** @description A category with every plain field; `Image` and `Children` when populated. */
        Category: WithRequired<components["schemas"]["DocumentFields"], "createdAt" | "updatedAt" | "publishedAt" | "locale"> & WithRequired<components["schemas"]["CategoryAttributes"], "Title" | "Slug" | "Url" | "Description" | "isTopLevel" | "productCount">;
        /** @description The fields of the content type (plain ones, then populatable ones). */
        ContactPageAttributes: {
            Title?: string;
            /** @description The ways to reach the shop, in order. */
            ContactUs?: components["schemas"]["ContactChannel"][];
            Faqs?: components["schemas"]["ContactFaqs"];
        };
        /** @description The contact page's document as `fields` leaves it, the fields named (and `id`, `documentId`) and what `populate` adds. */
        ContactPageSelection: components["schemas"]["DocumentFields"] & components["schemas"]["ContactPageAttributes"];
        /** @description The contact page's document with every plain field; `ContactUs` and `Faqs` when populated. */
        ContactPage: WithRequired<components["schemas"]["DocumentFields"], "createdAt" | "updatedAt" | "publishedAt" | "locale"> & WithRequired<components["schemas"]["ContactPageAttributes"], "Title">;
        /**
         * @description The contact page's channels are `ticket`, `online`, `call` and `address`; `social` lists the shop's social networks and `seals` its trust seals, each item's `url` being the network's page or the seal's verification page (the footer shows both).
         * @enum {string}
         */
        ContactChannelKeyword: "ticket" | "online" | "call" | "address" | "social" | "seals";
        ContactChannel: {
            id: number;
            Keyword: components["schemas"]["ContactChannelKeyword"];
            Title: string;
            Subtitle: string;
            /** @description Where the channel leads (a shop path, `tel:`…), or null. */
            Url: string | null;
            /** @description Null here. */
            icon: components["schemas"]["Media"] | null;
            Items: components["schemas"]["ContactItem"][];
        };
        ContactItem: {
            id: number;
            Name: string;
            /** @description What to dial, write to or visit, as shown. */
            Value: string;
            Description: string;
            /** @description A link for the value (`tel:`, `mailto:`, a shop path; an `https:` page for a social network or a seal's verification page), or null. */
            url: string | null;
            /** @description A hex colour such as `#229ed9`, or null. */
            backgroundColorCode: string | null;
            /** @description Null here. */
            icon: components["schemas"]["Media"] | null;
        };
        ContactFaqs: {
            id: number;
            Title: string;
            Items: components["schemas"]["QuestionItem"][];
        };
        /** @description A message from the contact form; any other key is an error. Rules and their Persian messages: cms.md, "Contact messages". */
        ContactMessageInput: {
            /** @description 1 to 100 characters, trimmed. */
            Name: string;
            /** @description A mobile number (any form identity accepts) or an e-mail address of at most 254 characters. */
            Contact: string;
            /** @description 10 to 2000 characters, trimmed. */
            Message: string;
        };
        ContactMessageRequest: {
            data: components["schemas"]["ContactMessageInput"];
        };
        /** @description A stored message; `Contact` as stored (`09…`, or the e-mail in lower case). */
        ContactMessage: WithRequired<components["schemas"]["DocumentFields"], "createdAt" | "updatedAt" | "publishedAt" | "locale"> & {
            Name: string;
            Contact: string;
            Message: string;
        };
        PagePagination: {
            page: number;
            pageSize: number;
            /** @description 0 when nothing matches. */
            pageCount: number;
            total: number;
        };
        OffsetPagination: {
            start: number;
            limit: number;
            total: number;
        };
        ListMeta: {
            /** @description By page, or by offset when the query paged by `start`/`limit`. */
            pagination: components["schemas"]["PagePagination"] | components["schemas"]["OffsetPagination"];
        };
        EmptyMeta: Record<string, never>;
        /**
         * @description Strapi's error class.
         * @enum {string}
         */
        ErrorName: "ValidationError" | "ForbiddenError" | "NotFoundError" | "PayloadTooLargeError" | "InternalServerError";
        Error: {
            /** @description The HTTP status again. */
            status: number;
            name: components["schemas"]["ErrorName"];
            message: string;
            /** @description Absent on a 500. */
            details?: {
                [key: string]: unknown;
            };
        };
        ErrorResponse: {
            data: null;
            error: components["schemas"]["Error"];
        };
        EmptyDetails: Record<string, never>;
        /** @description The query key at fault. */
        QueryKeyDetails: {
            key: string;
            /** @constant */
            source: "query";
            path?: string;
        };
        FieldError: {
            /** @description The field, as `[<key of data>]`. */
            path: string[];
            /** @description Persian, shown to the visitor as it is (`Invalid key <key>` for a key the message has no room for). */
            message: string;
            /** @constant */
            name: "ValidationError";
            /** @description The value sent, or null when it was missing. */
            value: unknown;
        };
        FieldErrorDetails: {
            errors: components["schemas"]["FieldError"][];
        };
    };
    responses: {
        /** @description A filter, sort or field on a field the collection does not have, an unknown operator, a bad pagination value, or a `__proto__`, `constructor` or `prototype` key. */
        InvalidQuery: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"] & {
                    error?: components["schemas"]["Error"] & {
                        /** @constant */
                        status?: 400;
                        /** @constant */
                        name?: "ValidationError";
                        details: components["schemas"]["QueryKeyDetails"];
                    };
                };
            };
        };
        /** @description No such document (or collection). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"] & {
                    error?: components["schemas"]["Error"] & {
                        /** @constant */
                        status?: 404;
                        /** @constant */
                        name?: "NotFoundError";
                        /** @constant */
                        message?: "Not Found";
                        details: components["schemas"]["EmptyDetails"];
                    };
                };
            };
        };
        /** @description A write the public API token may not make. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"] & {
                    error?: components["schemas"]["Error"] & {
                        /** @constant */
                        status?: 403;
                        /** @constant */
                        name?: "ForbiddenError";
                        /** @constant */
                        message?: "Forbidden";
                        details: components["schemas"]["EmptyDetails"];
                    };
                };
            };
        };
        /** @description The body is over 64 KiB, with or without Content-Length. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"] & {
                    error?: components["schemas"]["Error"] & {
                        /** @constant */
                        status?: 413;
                        /** @constant */
                        name?: "PayloadTooLargeError";
                        /** @constant */
                        message?: "Payload Too Large";
                        details: components["schemas"]["EmptyDetails"];
                    };
                };
            };
        };
    };
    parameters: {
        DocumentId: components["schemas"]["DocumentId"];
        /** @description A collection's plural name (`pages`, `highlights`, `categories`); any other is a 404. */
        Plural: string;
        /** @description `filters[Field][$op]=value` on plain fields (a bare value means `$eq`), combined with `$and`, `$or` and `$not`; an unknown field or operator is a 400 "Invalid key <name>". */
        Filters: {
            [key: string]: unknown;
        };
        /** @description Documents exist in `fa`; `all` or `*` finds every locale, any other locale nothing. */
        Locale: string;
        /** @description `*`, a comma list, `populate[0]=Seo` or `populate[Seo][populate]=*`: the populatable fields named come back whole, whatever nested `populate`, `on` or `fields` asks (field selection inside them is not served). Unknown names are ignored. */
        Populate: string | string[] | Record<string, never>;
        /** @description `fields[0]=Title&fields[1]=Slug` or `fields=Title,Slug`: only these plain fields (and `id`, `documentId`) come back. An unknown field is a 400. */
        Fields: string[];
        /** @description `sort=Title:desc`, `sort=Title,Slug` or `sort[0]=Title:desc&sort[1]=Slug`; an unknown field is a 400. */
        Sort: string[];
        /** @description By page (`pagination[page]`, `pagination[pageSize]`) or by offset (`pagination[start]`, `pagination[limit]`). A size above 100 counts as 100; a value that is not a whole number, or below the minimum, is a 400 "Invalid pagination <name>". */
        Pagination: {
            /** @default 1 */
            page?: number;
            /** @default 25 */
            pageSize?: number;
            /** @default 0 */
            start?: number;
            /** @default 25 */
            limit?: number;
            /** @description Strapi leaves out `total` and `pageCount` with `false`; the sandbox always counts. */
            withCount?: boolean;
        };
        /** @description Draft & Publish's `draft` or `published`. */
        Status: "draft" | "published";
        /** @description `v4` asks Strapi 5 for the v4 format (fields under `attributes`). */
        ResponseFormat: "v4";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type SchemaDocumentId = components['schemas']['DocumentId'];
export type SchemaInstant = components['schemas']['Instant'];
export type SchemaDocumentFields = components['schemas']['DocumentFields'];
export type SchemaMedia = components['schemas']['Media'];
export type SchemaPageName = components['schemas']['PageName'];
export type SchemaPageAttributes = components['schemas']['PageAttributes'];
export type SchemaPageSelection = components['schemas']['PageSelection'];
export type SchemaPage = components['schemas']['Page'];
export type SchemaSection = components['schemas']['Section'];
export type SchemaSectionKeyword = components['schemas']['SectionKeyword'];
export type SchemaRichTextSection = components['schemas']['RichTextSection'];
export type SchemaRepeaterSection = components['schemas']['RepeaterSection'];
export type SchemaImageSection = components['schemas']['ImageSection'];
export type SchemaQuestionItem = components['schemas']['QuestionItem'];
export type SchemaTitledItem = components['schemas']['TitledItem'];
export type SchemaLinkItem = components['schemas']['LinkItem'];
export type SchemaSeoMetaType = components['schemas']['SeoMetaType'];
export type SchemaSeo = components['schemas']['Seo'];
export type SchemaHighlightAttributes = components['schemas']['HighlightAttributes'];
export type SchemaHighlightSelection = components['schemas']['HighlightSelection'];
export type SchemaHighlight = components['schemas']['Highlight'];
export type SchemaHighlightItem = components['schemas']['HighlightItem'];
export type SchemaHighlightLink = components['schemas']['HighlightLink'];
export type SchemaCategoryAttributes = components['schemas']['CategoryAttributes'];
export type SchemaCategorySelection = components['schemas']['CategorySelection'];
export type SchemaCategory = components['schemas']['Category'];
export type SchemaContactPageAttributes = components['schemas']['ContactPageAttributes'];
export type SchemaContactPageSelection = components['schemas']['ContactPageSelection'];
export type SchemaContactPage = components['schemas']['ContactPage'];
export type SchemaContactChannelKeyword = components['schemas']['ContactChannelKeyword'];
export type SchemaContactChannel = components['schemas']['ContactChannel'];
export type SchemaContactItem = components['schemas']['ContactItem'];
export type SchemaContactFaqs = components['schemas']['ContactFaqs'];
export type SchemaContactMessageInput = components['schemas']['ContactMessageInput'];
export type SchemaContactMessageRequest = components['schemas']['ContactMessageRequest'];
export type SchemaContactMessage = components['schemas']['ContactMessage'];
export type SchemaPagePagination = components['schemas']['PagePagination'];
export type SchemaOffsetPagination = components['schemas']['OffsetPagination'];
export type SchemaListMeta = components['schemas']['ListMeta'];
export type SchemaEmptyMeta = components['schemas']['EmptyMeta'];
export type SchemaErrorName = components['schemas']['ErrorName'];
export type SchemaError = components['schemas']['Error'];
export type SchemaErrorResponse = components['schemas']['ErrorResponse'];
export type SchemaEmptyDetails = components['schemas']['EmptyDetails'];
export type SchemaQueryKeyDetails = components['schemas']['QueryKeyDetails'];
export type SchemaFieldError = components['schemas']['FieldError'];
export type SchemaFieldErrorDetails = components['schemas']['FieldErrorDetails'];
export type ResponseInvalidQuery = components['responses']['InvalidQuery'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ParameterDocumentId = components['parameters']['DocumentId'];
export type ParameterPlural = components['parameters']['Plural'];
export type ParameterFilters = components['parameters']['Filters'];
export type ParameterLocale = components['parameters']['Locale'];
export type ParameterPopulate = components['parameters']['Populate'];
export type ParameterFields = components['parameters']['Fields'];
export type ParameterSort = components['parameters']['Sort'];
export type ParameterPagination = components['parameters']['Pagination'];
export type ParameterStatus = components['parameters']['Status'];
export type ParameterResponseFormat = components['parameters']['ResponseFormat'];
export type $defs = Record<string, never>;
export interface operations {
    Page_Find: {
        parameters: {
            query?: {
                /** @description `filters[Field][$op]=value` on plain fields (a bare value means `$eq`), combined with `$and`, `$or` and `$not`; an unknown field or operator is a 400 "Invalid key <name>". */
                filters?: components["parameters"]["Filters"];
                /** @description Documents exist in `fa`; `all` or `*` finds every locale, any other locale nothing. */
                locale?: components["parameters"]["Locale"];
                /** @description `*`, a comma list, `populate[0]=Seo` or `populate[Seo][populate]=*`: the populatable fields named come back whole, whatever nested `populate`, `on` or `fields` asks (field selection inside them is not served). Unknown names are ignored. */
                populate?: components["parameters"]["Populate"];
                /** @description `fields[0]=Title&fields[1]=Slug` or `fields=Title,Slug`: only these plain fields (and `id`, `documentId`) come back. An unknown field is a 400. */
                fields?: components["parameters"]["Fields"];
                /** @description `sort=Title:desc`, `sort=Title,Slug` or `sort[0]=Title:desc&sort[1]=Slug`; an unknown field is a 400. */
                sort?: components["parameters"]["Sort"];
                /** @description By page (`pagination[page]`, `pagination[pageSize]`) or by offset (`pagination[start]`, `pagination[limit]`). A size above 100 counts as 100; a value that is not a whole number, or below the minimum, is a 400 "Invalid pagination <name>". */
                pagination?: components["parameters"]["Pagination"];
                /** @description Draft & Publish's `draft` or `published`. */
                status?: components["parameters"]["Status"];
            };
            header?: {
                /** @description `v4` asks Strapi 5 for the v4 format (fields under `attributes`). */
                "Strapi-Response-Format"?: components["parameters"]["ResponseFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of pages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["Page"] | components["schemas"]["PageSelection"])[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
        };
    };
    Page_FindOne: {
        parameters: {
            query?: {
                /** @description `*`, a comma list, `populate[0]=Seo` or `populate[Seo][populate]=*`: the populatable fields named come back whole, whatever nested `populate`, `on` or `fields` asks (field selection inside them is not served). Unknown names are ignored. */
                populate?: components["parameters"]["Populate"];
                /** @description `fields[0]=Title&fields[1]=Slug` or `fields=Title,Slug`: only these plain fields (and `id`, `documentId`) come back. An unknown field is a 400. */
                fields?: components["parameters"]["Fields"];
                /** @description Draft & Publish's `draft` or `published`. */
                status?: components["parameters"]["Status"];
            };
            header?: {
                /** @description `v4` asks Strapi 5 for the v4 format (fields under `attributes`). */
                "Strapi-Response-Format"?: components["parameters"]["ResponseFormat"];
            };
            path: {
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Page"] | components["schemas"]["PageSelection"];
                        meta: components["schemas"]["EmptyMeta"];
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            404: components["responses"]["NotFound"];
        };
    };
    Highlight_Find: {
        parameters: {
            query?: {
                /** @description `filters[Field][$op]=value` on plain fields (a bare value means `$eq`), combined with `$and`, `$or` and `$not`; an unknown field or operator is a 400 "Invalid key <name>". */
                filters?: components["parameters"]["Filters"];
                /** @description Documents exist in `fa`; `all` or `*` finds every locale, any other locale nothing. */
                locale?: components["parameters"]["Locale"];
                /** @description `*`, a comma list, `populate[0]=Seo` or `populate[Seo][populate]=*`: the populatable fields named come back whole, whatever nested `populate`, `on` or `fields` asks (field selection inside them is not served). Unknown names are ignored. */
                populate?: components["parameters"]["Populate"];
                /** @description `fields[0]=Title&fields[1]=Slug` or `fields=Title,Slug`: only these plain fields (and `id`, `documentId`) come back. An unknown field is a 400. */
                fields?: components["parameters"]["Fields"];
                /** @description `sort=Title:desc`, `sort=Title,Slug` or `sort[0]=Title:desc&sort[1]=Slug`; an unknown field is a 400. */
                sort?: components["parameters"]["Sort"];
                /** @description By page (`pagination[page]`, `pagination[pageSize]`) or by offset (`pagination[start]`, `pagination[limit]`). A size above 100 counts as 100; a value that is not a whole number, or below the minimum, is a 400 "Invalid pagination <name>". */
                pagination?: components["parameters"]["Pagination"];
                /** @description Draft & Publish's `draft` or `published`. */
                status?: components["parameters"]["Status"];
            };
            header?: {
                /** @description `v4` asks Strapi 5 for the v4 format (fields under `attributes`). */
                "Strapi-Response-Format"?: components["parameters"]["ResponseFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of highlights. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["Highlight"] | components["schemas"]["HighlightSelection"])[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
        };
    };
    Highlight_FindOne: {
        parameters: {
            query?: {
                /** @description `*`, a comma list, `populate[0]=Seo` or `populate[Seo][populate]=*`: the populatable fields named come back whole, whatever nested `populate`, `on` or `fields` asks (field selection inside them is not served). Unknown names are ignored. */
                populate?: components["parameters"]["Populate"];
                /** @description `fields[0]=Title&fields[1]=Slug` or `fields=Title,Slug`: only these plain fields (and `id`, `documentId`) come back. An unknown field is a 400. */
                fields?: components["parameters"]["Fields"];
                /** @description Draft & Publish's `draft` or `published`. */
                status?: components["parameters"]["Status"];
            };
            header?: {
                /** @description `v4` asks Strapi 5 for the v4 format (fields under `attributes`). */
                "Strapi-Response-Format"?: components["parameters"]["ResponseFormat"];
            };
            path: {
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The highlight. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Highlight"] | components["schemas"]["HighlightSelection"];
                        meta: components["schemas"]["EmptyMeta"];
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            404: components["responses"]["NotFound"];
        };
    };
    Category_Find: {
        parameters: {
            query?: {
                /** @description `filters[Field][$op]=value` on plain fields (a bare value means `$eq`), combined with `$and`, `$or` and `$not`; an unknown field or operator is a 400 "Invalid key <name>". */
                filters?: components["parameters"]["Filters"];
                /** @description Documents exist in `fa`; `all` or `*` finds every locale, any other locale nothing. */
                locale?: components["parameters"]["Locale"];
                /** @description `*`, a comma list, `populate[0]=Seo` or `populate[Seo][populate]=*`: the populatable fields named come back whole, whatever nested `populate`, `on` or `fields` asks (field selection inside them is not served). Unknown names are ignored. */
                populate?: components["parameters"]["Populate"];
                /** @description `fields[0]=Title&fields[1]=Slug` or `fields=Title,Slug`: only these plain fields (and `id`, `documentId`) come back. An unknown field is a 400. */
                fields?: components["parameters"]["Fields"];
                /** @description `sort=Title:desc`, `sort=Title,Slug` or `sort[0]=Title:desc&sort[1]=Slug`; an unknown field is a 400. */
                sort?: components["parameters"]["Sort"];
                /** @description By page (`pagination[page]`, `pagination[pageSize]`) or by offset (`pagination[start]`, `pagination[limit]`). A size above 100 counts as 100; a value that is not a whole number, or below the minimum, is a 400 "Invalid pagination <name>". */
                pagination?: components["parameters"]["Pagination"];
                /** @description Draft & Publish's `draft` or `published`. */
                status?: components["parameters"]["Status"];
            };
            header?: {
                /** @description `v4` asks Strapi 5 for the v4 format (fields under `attributes`). */
                "Strapi-Response-Format"?: components["parameters"]["ResponseFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["Category"] | components["schemas"]["CategorySelection"])[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
        };
    };
    Category_FindOne: {
        parameters: {
            query?: {
                /** @description `*`, a comma list, `populate[0]=Seo` or `populate[Seo][populate]=*`: the populatable fields named come back whole, whatever nested `populate`, `on` or `fields` asks (field selection inside them is not served). Unknown names are ignored. */
                populate?: components["parameters"]["Populate"];
                /** @description `fields[0]=Title&fields[1]=Slug` or `fields=Title,Slug`: only these plain fields (and `id`, `documentId`) come back. An unknown field is a 400. */
                fields?: components["parameters"]["Fields"];
                /** @description Draft & Publish's `draft` or `published`. */
                status?: components["parameters"]["Status"];
            };
            header?: {
                /** @description `v4` asks Strapi 5 for the v4 format (fields under `attributes`). */
                "Strapi-Response-Format"?: components["parameters"]["ResponseFormat"];
            };
            path: {
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Category"] | components["schemas"]["CategorySelection"];
                        meta: components["schemas"]["EmptyMeta"];
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            404: components["responses"]["NotFound"];
        };
    };
    Contact_Find: {
        parameters: {
            query?: {
                /** @description `filters[Field][$op]=value` on plain fields (a bare value means `$eq`), combined with `$and`, `$or` and `$not`; an unknown field or operator is a 400 "Invalid key <name>". */
                filters?: components["parameters"]["Filters"];
                /** @description Documents exist in `fa`; `all` or `*` finds every locale, any other locale nothing. */
                locale?: components["parameters"]["Locale"];
                /** @description `*`, a comma list, `populate[0]=Seo` or `populate[Seo][populate]=*`: the populatable fields named come back whole, whatever nested `populate`, `on` or `fields` asks (field selection inside them is not served). Unknown names are ignored. */
                populate?: components["parameters"]["Populate"];
                /** @description `fields[0]=Title&fields[1]=Slug` or `fields=Title,Slug`: only these plain fields (and `id`, `documentId`) come back. An unknown field is a 400. */
                fields?: components["parameters"]["Fields"];
                /** @description `sort=Title:desc`, `sort=Title,Slug` or `sort[0]=Title:desc&sort[1]=Slug`; an unknown field is a 400. */
                sort?: components["parameters"]["Sort"];
                /** @description By page (`pagination[page]`, `pagination[pageSize]`) or by offset (`pagination[start]`, `pagination[limit]`). A size above 100 counts as 100; a value that is not a whole number, or below the minimum, is a 400 "Invalid pagination <name>". */
                pagination?: components["parameters"]["Pagination"];
                /** @description Draft & Publish's `draft` or `published`. */
                status?: components["parameters"]["Status"];
            };
            header?: {
                /** @description `v4` asks Strapi 5 for the v4 format (fields under `attributes`). */
                "Strapi-Response-Format"?: components["parameters"]["ResponseFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page holding the contact page's document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ContactPage"] | components["schemas"]["ContactPageSelection"])[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
        };
    };
    Contact_Create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactMessageRequest"];
            };
        };
        responses: {
            /** @description The stored message. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContactMessage"];
                        meta: components["schemas"]["EmptyMeta"];
                    };
                };
            };
            /** @description A field breaks its rule (`details.errors` lists every problem, each with its Persian message), or the body has no `data` object (empty `details`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: components["schemas"]["Error"] & {
                            /** @constant */
                            status?: 400;
                            /** @constant */
                            name?: "ValidationError";
                            details: components["schemas"]["EmptyDetails"] | components["schemas"]["FieldErrorDetails"];
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    Contact_FindOne: {
        parameters: {
            query?: {
                /** @description `*`, a comma list, `populate[0]=Seo` or `populate[Seo][populate]=*`: the populatable fields named come back whole, whatever nested `populate`, `on` or `fields` asks (field selection inside them is not served). Unknown names are ignored. */
                populate?: components["parameters"]["Populate"];
                /** @description `fields[0]=Title&fields[1]=Slug` or `fields=Title,Slug`: only these plain fields (and `id`, `documentId`) come back. An unknown field is a 400. */
                fields?: components["parameters"]["Fields"];
                /** @description Draft & Publish's `draft` or `published`. */
                status?: components["parameters"]["Status"];
            };
            header?: {
                /** @description `v4` asks Strapi 5 for the v4 format (fields under `attributes`). */
                "Strapi-Response-Format"?: components["parameters"]["ResponseFormat"];
            };
            path: {
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact page's document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContactPage"] | components["schemas"]["ContactPageSelection"];
                        meta: components["schemas"]["EmptyMeta"];
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            404: components["responses"]["NotFound"];
        };
    };
    Document_Create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A collection's plural name (`pages`, `highlights`, `categories`); any other is a 404. */
                plural: components["parameters"]["Plural"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Strapi with a token allowed to create; never from the sandbox. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    Document_Update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A collection's plural name (`pages`, `highlights`, `categories`); any other is a 404. */
                plural: components["parameters"]["Plural"];
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Strapi with a token allowed to update; never from the sandbox. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    Document_Delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A collection's plural name (`pages`, `highlights`, `categories`); any other is a 404. */
                plural: components["parameters"]["Plural"];
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Strapi with a token allowed to delete; never from the sandbox. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    Upload_Get: {
        parameters: {
            query?: never;
            header?: {
                /** @description A single `bytes=` range of a video, as a browser asks to start and seek an MP4; ignored for a picture. */
                Range?: string;
            };
            path: {
                /** @description The media object's `name` (`<name>.webp`, `.jpg` or `.png` for a picture, `<name>.mp4` for a highlight's video). */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture or the whole video, cached for a day. Accept-Ranges (videos) says ranges are served. */
            200: {
                headers: {
                    "Cache-Control"?: "public, max-age=86400";
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "video/mp4": string;
                };
            };
            /** @description The part of a video a single `bytes=` range asks for. */
            206: {
                headers: {
                    /** @description `bytes <first>-<last>/<size>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "video/mp4": string;
                };
            };
            /** @description No upload has this name. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": "Not Found";
                };
            };
            /** @description The range starts beyond the end of the video; Content-Range is `bytes *\/<size>`, no body. */
            416: {
                headers: {
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
type FlattenedDeepRequired<T> = {
    [K in keyof T]-?: FlattenedDeepRequired<T[K] extends unknown[] | undefined | null ? Extract<T[K], unknown[]>[number] : T[K]>;
};
type ReadonlyArray<T> = [
    Exclude<T, undefined>
] extends [
    unknown[]
] ? Readonly<Exclude<T, undefined>> : Readonly<Exclude<T, undefined>[]>;
export const pageNameValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PageName"]> = ["Home", "aboutUs", "faq", "Terms", "contact", "walletFaq", "orderGuide"];
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
export const seoMetaTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SeoMetaType"]> = ["description", "og:title"];
export const contactChannelKeywordValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ContactChannelKeyword"]> = ["ticket", "online", "call", "address", "social", "seals"];
export const errorNameValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ErrorName"]> = ["ValidationError", "ForbiddenError", "NotFoundError", "PayloadTooLargeError", "InternalServerError"];
export const componentsParametersStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["parameters"]["Status"]> = ["draft", "published"];
