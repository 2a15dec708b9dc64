// Generated from contracts/commerce.openapi.yaml by `npm run contracts:types` (openapi-typescript). Do not edit: change the document.

export type paths = {
    "/api/services/app/Product/SearchWithFacets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of the catalog with the nine facets */
        post: operations["Product_SearchWithFacets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Product/GetBySlug": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A game's page, with its variant tree */
        get: operations["Product_GetBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Product/GetVariants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A game's variant tree alone */
        get: operations["Product_GetVariants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Product/GetGallries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A game's screenshots and trailer (spelled so, as the real service spells it) */
        get: operations["Product_GetGallries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Product/GetSimilar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 8 games like this one, on the platform asked for */
        get: operations["Product_GetSimilar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Product/GetAllForSiteMap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every product with its media, paged, for the sitemaps */
        get: operations["Product_GetAllForSiteMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Brand/GetBySlug": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A brand's page heading */
        get: operations["Brand_GetBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Category/GetBySlug": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A category's page heading */
        get: operations["Category_GetBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Variant/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One variant with its game */
        get: operations["Variant_Get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/products/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A game's cover, 600×800 */
        get: operations["Files_GetProductCover"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/brands/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A brand's logo */
        get: operations["Files_GetBrandLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/companies/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A publisher's or developer's logo */
        get: operations["Files_GetCompanyLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/categories/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A category's picture */
        get: operations["Files_GetCategoryImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/ratings/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A PEGI or ESRB badge */
        get: operations["Files_GetRatingBadge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/descriptors/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A content descriptor's icon */
        get: operations["Files_GetDescriptorIcon"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/gallery/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A screenshot, 1280×720, or its 480×270 thumbnail */
        get: operations["Files_GetGalleryImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/videos/{slug}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An MP4 trailer or a trailer's poster */
        get: operations["Files_GetTrailerFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/videos/{slug}/hls/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An HLS trailer's playlist or one of its segments */
        get: operations["Files_GetHlsFile"];
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
        /**
         * @description InStock can be bought now; OutOfStock has none left; OnBackOrder is a pre-order, bought now and delivered at release; ComingSoon is not sold yet (the sandbox has none).
         * @enum {string}
         */
        StockStatus: "InStock" | "OutOfStock" | "OnBackOrder" | "ComingSoon";
        /**
         * @description Prices are whole IRR.
         * @enum {string}
         */
        CurrencyType: "IRR";
        /**
         * @description The facets, in the order a search answers them: platforms, IGDB keywords, companies, age ratings. Also the names of the search's filter members.
         * @enum {string}
         */
        FacetKey: "variants" | "genres" | "themes" | "gameplays" | "playerPerspectives" | "publishers" | "developers" | "pegis" | "esrbs";
        /**
         * @description Price (the cheapest in-stock price), Sale (best-selling) or Visitor (most visited).
         * @enum {string}
         */
        OrderBy: "Price" | "Sale" | "Visitor";
        /**
         * @description With Price, asc is the most expensive first and desc the cheapest first (the client's pairing).
         * @enum {string}
         */
        SortBy: "asc" | "desc";
        /** @enum {string} */
        MediaType: "Image" | "Video";
        /**
         * @description Whether a variant's stock is counted; the sandbox counts every one.
         * @enum {string}
         */
        Inventory: "Unlimited" | "Limited";
        /**
         * @description The shop's platforms, in their order on a product page.
         * @enum {string}
         */
        PlatformSlug: "playstation-5" | "playstation-4" | "xbox-series" | "nintendo-switch" | "pc";
        /**
         * @description Shared accounts of capacity 1, 2 or 3, or a whole account to play offline.
         * @enum {string}
         */
        AccountType: "capacity-1" | "capacity-2" | "capacity-3" | "offline";
        /**
         * @description PEGI levels; IGDB's rating numbers 1 to 5.
         * @enum {string}
         */
        PegiKeyword: "PEGI3" | "PEGI7" | "PEGI12" | "PEGI16" | "PEGI18";
        /**
         * @description ESRB levels in their natural order; IGDB's rating numbers EC 7, E 8, E10 9, T 10, M 11, AO 12, RP 6.
         * @enum {string}
         */
        EsrbKeyword: "EC" | "E" | "E10" | "T" | "M" | "AO" | "RP";
        /**
         * @description Who gave a review score.
         * @enum {string}
         */
        CriticRatingType: "Metacritic" | "IGN" | "GameSpot" | "OpenCritic";
        /** @description One value or many, strings or numbers, compared ignoring case; null or an empty list means none. */
        ValueList: (string | number)[] | (string | number | null);
        /** @description One stock status or many, any case; a product is kept when a variant in question has one of them. */
        StockStatusList: components["schemas"]["StockStatus"][] | components["schemas"]["StockStatus"] | null;
        /** @description Every member is optional; names match ignoring case. */
        SearchWithFacetsInput: {
            /** @description 0 when absent. */
            skipCount?: number;
            /** @description 10 when absent. */
            maxResultCount?: number;
            /** @description Words that must all appear in a game's names, slug, companies or brands. */
            phrase?: string | null;
            /** @description Read as phrase when phrase is absent. */
            search?: string | null;
            /** @description Any case; without it the newest release comes first. */
            orderBy?: components["schemas"]["OrderBy"] | null;
            /** @description Any case; desc when absent. */
            sortBy?: components["schemas"]["SortBy"] | null;
            /** @description true (or "true") keeps the games with something that can be bought now or pre-ordered. */
            onlyAvailable?: boolean | null;
            /** @description The singular the home page sends; added to statuses. */
            status?: components["schemas"]["StockStatusList"];
            statuses?: components["schemas"]["StockStatusList"];
            /** @description Brand slugs. */
            brands?: components["schemas"]["ValueList"];
            /** @description Category slugs; a game in any of them is kept. */
            categories?: components["schemas"]["ValueList"];
            /** @description Platform slugs; they also narrow which variants price a card and meet the stock filters. */
            variants?: components["schemas"]["ValueList"];
            genres?: components["schemas"]["ValueList"];
            themes?: components["schemas"]["ValueList"];
            gameplays?: components["schemas"]["ValueList"];
            playerPerspectives?: components["schemas"]["ValueList"];
            /** @description Company slugs. */
            publishers?: components["schemas"]["ValueList"];
            /** @description Company slugs. */
            developers?: components["schemas"]["ValueList"];
            /** @description PegiKeyword values. */
            pegis?: components["schemas"]["ValueList"];
            /** @description EsrbKeyword values. */
            esrbs?: components["schemas"]["ValueList"];
        };
        FacetItem: {
            /** @description What a filter member takes (a slug or a keyword). */
            value: string;
            /** @description Persian, or the platform's or company's own name. */
            label: string;
            /** @description How many results ticking this value would give, with every other filter applied. */
            count: number;
        };
        Facet: {
            key: components["schemas"]["FacetKey"];
            /** @description Persian. */
            label: string;
            items: components["schemas"]["FacetItem"][];
        };
        SearchWithFacetsResult: {
            /** @description Always the nine, in FacetKey's order. */
            facets: components["schemas"]["Facet"][];
            pagedResult: components["schemas"]["ProductListItemPagedResult"];
        };
        ProductListItemPagedResult: {
            totalCount: number;
            items: components["schemas"]["ProductListItem"][];
        };
        /** @description A game as every answer names it, with its cover. */
        ProductSummary: {
            id: number;
            /** @description The original (usually English) title. */
            name: string;
            /** @description The Persian title shown above the original one. */
            persianName: string;
            slug: string;
            /** @description The cover's address. */
            filePath: string;
            fileTitleAttribute: string;
            /** @description Persian. */
            fileAltAttribute: string;
        };
        /** @description What a product card and a product page both say about a game. */
        GameMetadata: {
            /** @description Persian, a sentence or two. */
            shortDescription: string | null;
            /** @description A calendar date. */
            releaseDate: string;
            genres: components["schemas"]["Keyword"][];
            /** @description Singular, as the client names it (so are gameplay and playerPerspective). */
            theme: components["schemas"]["Keyword"][];
            gameplay: components["schemas"]["Keyword"][];
            playerPerspective: components["schemas"]["Keyword"][];
            developer: components["schemas"]["Company"];
            publisher: components["schemas"]["Company"];
            brands: components["schemas"]["Brand"][];
            pegi: components["schemas"]["PegiRating"];
            esrb: components["schemas"]["EsrbRating"];
        };
        /** @description A product card of a search, of similar games and of the home page's rows. */
        ProductListItem: components["schemas"]["ProductSummary"] & components["schemas"]["GameMetadata"] & {
            /** @description `product/<slug>/` */
            permalink: string;
            /** @description The cheapest variant that can be bought (on the platforms filtered for); when none can, the cheapest one, out of stock. */
            minVariant: components["schemas"]["MinVariant"] | null;
            /** @description Always empty. */
            tags: unknown[];
        };
        /** @description An IGDB keyword in PascalCase with its Persian name. */
        Keyword: {
            keyword: string;
            name: string;
        };
        /** @description A publisher or developer. */
        Company: {
            name: string;
            slug: string;
            /** @description The logo's address. */
            filePath: string;
            fileTitleAttribute: string;
            fileAltAttribute: string;
        };
        Brand: {
            id: number;
            name: string;
            slug: string;
            isDefault: boolean;
            /** @description Always null here. */
            fileUniqKey: string | null;
            /** @description The logo's address. */
            filePath: string;
            fileTitleAttribute: string;
            /** @description Persian. */
            fileAltAttribute: string;
        };
        /** @description A brand with what its page says about it. */
        BrandDetail: components["schemas"]["Brand"] & {
            /** @description Persian, a sentence or two. */
            description: string;
        };
        Category: {
            id: number;
            /** @description Persian. */
            name: string;
            slug: string;
            /** @description The picture's address. */
            filePath: string;
            fileAltAttribute: string;
            /** @description Persian, a sentence or two. */
            description: string;
        };
        /** @description A PEGI or ESRB level with its badge. */
        AgeRating: {
            /** @description IGDB's rating number. */
            id: number;
            keyword: string;
            /** @description The level in Persian ("۱۸ سال و بالاتر"). */
            name: string;
            /** @description The badge's text (+18, M). */
            title: string;
            /** @description Persian. */
            description: string;
            /** @description The badge's address. */
            image: string;
            /** @description The content descriptors on a product page; empty on a card. */
            items: components["schemas"]["ContentDescriptor"][];
        };
        PegiRating: components["schemas"]["AgeRating"] & {
            keyword?: components["schemas"]["PegiKeyword"];
        };
        EsrbRating: components["schemas"]["AgeRating"] & {
            keyword?: components["schemas"]["EsrbKeyword"];
        };
        /** @description Why a game has its age rating, named like IGDB's descriptors without spaces (BadLanguage). */
        ContentDescriptor: {
            id: number;
            keyword: string;
            /** @description Persian. */
            name: string;
            title: null;
            description: null;
            /** @description The icon's address. */
            image: string;
            items: null;
        };
        PriceItem: {
            /** @description The variant's id. */
            id: number;
            /** @description IRR the shopper pays (the discounted price when there is one); null when it has no stock ("ناموجود"). */
            salePrice: number | null;
            /** @description IRR before any discount. */
            regularPrice: number;
            currencyType: components["schemas"]["CurrencyType"];
            status: components["schemas"]["StockStatus"];
        };
        /** @description The variant whose price is shown first. */
        MinVariant: {
            id: number;
            /** @description Account type and short platform name ("آفلاین PS4"). */
            name: string;
            items: components["schemas"]["PriceItem"][];
        };
        /** @description A game's page. */
        ProductDetail: components["schemas"]["ProductSummary"] & components["schemas"]["GameMetadata"] & {
            /** @description The game's IGDB slug (here its own slug). */
            igdb: string;
            /** @description Persian HTML. */
            description: string | null;
            /** @description In the product's own order. */
            categories: components["schemas"]["CategoryRef"][];
            /** @description Home, the products, this game. */
            breadcrumbs: components["schemas"]["Breadcrumb"][];
            rating: components["schemas"]["CriticRating"][];
            /** @description Always empty. */
            awards: unknown[];
            faqs: components["schemas"]["Faq"][];
            page: components["schemas"]["ProductPage"];
            /** @description Always empty, as the real service answers; similar games come from Product_GetSimilar. */
            similar: components["schemas"]["ProductListItem"][];
            /** @description The variant shown first: the one VariantId names, else the cheapest on Platform, else the cheapest that can be bought; null for a game without variants. */
            minVariant: components["schemas"]["MinVariant"] | null;
            /** @description The variant tree, which the real service answers from Product_GetVariants only. */
            variants: components["schemas"]["PlatformNode"][];
        };
        CategoryRef: {
            /** @description Persian. */
            name: string;
            slug: string;
        };
        Breadcrumb: {
            name: string;
            /** @description A path of the shop. */
            url: string;
        };
        CriticRating: {
            id: number;
            type: components["schemas"]["CriticRatingType"];
            value: number;
            /** @description The best score on this scale (100, 10). */
            total: number;
        };
        Faq: {
            id: number;
            /** @description The question (named so), Persian. */
            questions: string;
            /** @description HTML, the text escaped inside one paragraph. */
            answer: string;
        };
        /** @description What the page's head says, in Persian. */
        ProductPage: {
            title: string;
            /** @description Always null here. */
            richSnippet: string | null;
            metas: {
                description: string;
                /** @description Comma-separated (Persian comma). */
                keywords: string;
            };
        };
        /** @description A root of the variant tree, matched by slug against the page's `?platform=`. */
        PlatformNode: {
            /** @description Unique within the tree only. */
            id: number;
            /** @description The level's name, "پلتفرم". */
            name: string;
            slug: components["schemas"]["PlatformSlug"];
            /** @description The platform's name (PlayStation 5). */
            value: string;
            /** @description The account types sold on this platform, in AccountType's order. */
            children: components["schemas"]["AccountTypeNode"][];
        };
        AccountTypeNode: {
            /** @description The variant's id. */
            id: number;
            /** @description The level's name, "نوع اکانت". */
            name: string;
            slug: components["schemas"]["AccountType"];
            /** @description Persian ("ظرفیت ۱"). */
            value: string;
            children: null;
            /** @description One item, the variant to buy. */
            items: components["schemas"]["VariantItem"][];
        };
        VariantItem: {
            /** @description The variantId of Cart/AddItem. */
            id: number;
            sku: string;
            status: components["schemas"]["StockStatus"];
            inventory: components["schemas"]["Inventory"];
            /** @description IRR before any discount. */
            regularPrice: number;
            /** @description IRR the shopper pays, also when there is no stock. */
            salePrice: number;
            /** @description The discount in whole percent of the regular price. */
            profitPercentage: number;
            /** @description IRR saved. */
            profitPrice: number;
            currencyType: components["schemas"]["CurrencyType"];
            /** @description Always null here. */
            filePath: string | null;
            /** @description What this account type gives, in Persian. */
            description: string;
            /** @description The account type, then the platform's name. */
            attributes: components["schemas"]["VariantAttribute"][];
        };
        VariantAttribute: {
            value: string;
        };
        /** @description A variant as cart lines, order items and Variant_Get show it. */
        CartVariant: {
            id: number;
            /** @description Account type and short platform name ("ظرفیت ۳ PS5"). */
            name: string;
            /** @description The same as name. */
            description: string;
            /** @description The account type, then the platform's name. */
            attributes: string[];
            /** @description Always null here. */
            filePath: string | null;
            currencyType: components["schemas"]["CurrencyType"];
            /** @description Today's stock status. */
            status: components["schemas"]["StockStatus"];
            isActive: boolean;
            isVirtual: boolean;
            isDownloadable: boolean;
            /** @description IRR before any discount (today's, or what an order paid). */
            regularPrice: number;
            /** @description IRR the shopper pays (today's, or what an order paid). */
            salePrice: number;
            product: components["schemas"]["ProductSummary"];
        };
        /** @description A screenshot or a trailer. The sandbox is its own CDN, so the CDN addresses repeat the others. */
        GalleryItem: {
            /** @description Unique across the catalog. */
            id: number;
            mediaType: components["schemas"]["MediaType"];
            /** @description An SVG picture, an MP4 trailer or an HLS playlist (.m3u8). */
            filePath: string;
            cdnPath: string;
            /** @description The picture's thumbnail, or the trailer's poster. */
            thumbnail: string;
            cdnThumbnail: string;
            /** @description A trailer's length in whole seconds; null for a picture. */
            duration: number | null;
            /** @description Persian. */
            alt: string;
            /** @description Persian. */
            title: string;
        };
        SiteMapProductPagedResult: {
            totalCount: number;
            items: components["schemas"]["SiteMapProduct"][];
        };
        SiteMapProduct: {
            id: number;
            slug: string;
            /** @description The cover, the one medium the sitemap lists. */
            galleries: components["schemas"]["SiteMapMedia"][];
        };
        SiteMapMedia: {
            id: number;
            mediaType: components["schemas"]["MediaType"];
            filePath: string;
            thumbnail: string;
            fileTitleAttribute: string;
            fileAltAttribute: string;
            /** @description Seconds of a video; null for a picture. */
            duration: number | null;
            /** @description When the product was added, Tehran time without an offset. */
            creationTime: string;
        };
        ValidationErrorInfo: {
            message: string;
            /** @description camelCased member names. */
            members: string[];
        };
        ErrorInfo: {
            /** @description 0 unless the service sets its own (a discount code's 6101-6105). */
            code: number;
            /** @description Persian, shown to the shopper as it is. */
            message: string;
            details: string | null;
            validationErrors: components["schemas"]["ValidationErrorInfo"][] | null;
        };
        /** @description The envelope of every JSON answer. An operation's 200 narrows `result` to its own value with allOf; a method without a value answers `result: null`. */
        AjaxResponse: {
            result: unknown;
            targetUrl: null;
            success: boolean;
            error: null | components["schemas"]["ErrorInfo"];
            unAuthorizedRequest: boolean;
            /** @constant */
            __abp: true;
        };
        /** @description An error answer, with `success` false, `result` null and the error. */
        ErrorResponse: components["schemas"]["AjaxResponse"] & {
            result?: null;
            /** @constant */
            success?: false;
            error: components["schemas"]["ErrorInfo"];
        };
    };
    responses: {
        /** @description The input failed validation (validationErrors name the members), or the body is not a JSON object. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The body is over 256 KiB; the connection is closed. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The record does not exist or belongs to someone else (EntityNotFound). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /** @description The game's, brand's or category's slug, matched trimmed and in any case. */
        Slug: string;
        /** @description A platform slug (the page's `?platform=`), any case; the cheapest variant on it is shown first. */
        Platform: string;
        /** @description A variant of this game (the page's `?variant=`); it is shown first and its platform is the one meant. */
        VariantId: number;
        FileName: string;
        /** @description The game's slug. */
        TrailerSlug: string;
        /** @description A single `bytes=<first>-[<last>]` or `bytes=-<suffix>` range; any other form gets the whole file. */
        Range: string;
        SkipCount: number;
        MaxResultCount: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type SchemaStockStatus = components['schemas']['StockStatus'];
export type SchemaCurrencyType = components['schemas']['CurrencyType'];
export type SchemaFacetKey = components['schemas']['FacetKey'];
export type SchemaOrderBy = components['schemas']['OrderBy'];
export type SchemaSortBy = components['schemas']['SortBy'];
export type SchemaMediaType = components['schemas']['MediaType'];
export type SchemaInventory = components['schemas']['Inventory'];
export type SchemaPlatformSlug = components['schemas']['PlatformSlug'];
export type SchemaAccountType = components['schemas']['AccountType'];
export type SchemaPegiKeyword = components['schemas']['PegiKeyword'];
export type SchemaEsrbKeyword = components['schemas']['EsrbKeyword'];
export type SchemaCriticRatingType = components['schemas']['CriticRatingType'];
export type SchemaValueList = components['schemas']['ValueList'];
export type SchemaStockStatusList = components['schemas']['StockStatusList'];
export type SchemaSearchWithFacetsInput = components['schemas']['SearchWithFacetsInput'];
export type SchemaFacetItem = components['schemas']['FacetItem'];
export type SchemaFacet = components['schemas']['Facet'];
export type SchemaSearchWithFacetsResult = components['schemas']['SearchWithFacetsResult'];
export type SchemaProductListItemPagedResult = components['schemas']['ProductListItemPagedResult'];
export type SchemaProductSummary = components['schemas']['ProductSummary'];
export type SchemaGameMetadata = components['schemas']['GameMetadata'];
export type SchemaProductListItem = components['schemas']['ProductListItem'];
export type SchemaKeyword = components['schemas']['Keyword'];
export type SchemaCompany = components['schemas']['Company'];
export type SchemaBrand = components['schemas']['Brand'];
export type SchemaBrandDetail = components['schemas']['BrandDetail'];
export type SchemaCategory = components['schemas']['Category'];
export type SchemaAgeRating = components['schemas']['AgeRating'];
export type SchemaPegiRating = components['schemas']['PegiRating'];
export type SchemaEsrbRating = components['schemas']['EsrbRating'];
export type SchemaContentDescriptor = components['schemas']['ContentDescriptor'];
export type SchemaPriceItem = components['schemas']['PriceItem'];
export type SchemaMinVariant = components['schemas']['MinVariant'];
export type SchemaProductDetail = components['schemas']['ProductDetail'];
export type SchemaCategoryRef = components['schemas']['CategoryRef'];
export type SchemaBreadcrumb = components['schemas']['Breadcrumb'];
export type SchemaCriticRating = components['schemas']['CriticRating'];
export type SchemaFaq = components['schemas']['Faq'];
export type SchemaProductPage = components['schemas']['ProductPage'];
export type SchemaPlatformNode = components['schemas']['PlatformNode'];
export type SchemaAccountTypeNode = components['schemas']['AccountTypeNode'];
export type SchemaVariantItem = components['schemas']['VariantItem'];
export type SchemaVariantAttribute = components['schemas']['VariantAttribute'];
export type SchemaCartVariant = components['schemas']['CartVariant'];
export type SchemaGalleryItem = components['schemas']['GalleryItem'];
export type SchemaSiteMapProductPagedResult = components['schemas']['SiteMapProductPagedResult'];
export type SchemaSiteMapProduct = components['schemas']['SiteMapProduct'];
export type SchemaSiteMapMedia = components['schemas']['SiteMapMedia'];
export type SchemaValidationErrorInfo = components['schemas']['ValidationErrorInfo'];
export type SchemaErrorInfo = components['schemas']['ErrorInfo'];
export type SchemaAjaxResponse = components['schemas']['AjaxResponse'];
export type SchemaErrorResponse = components['schemas']['ErrorResponse'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ParameterSlug = components['parameters']['Slug'];
export type ParameterPlatform = components['parameters']['Platform'];
export type ParameterVariantId = components['parameters']['VariantId'];
export type ParameterFileName = components['parameters']['FileName'];
export type ParameterTrailerSlug = components['parameters']['TrailerSlug'];
export type ParameterRange = components['parameters']['Range'];
export type ParameterSkipCount = components['parameters']['SkipCount'];
export type ParameterMaxResultCount = components['parameters']['MaxResultCount'];
export type $defs = Record<string, never>;
export interface operations {
    Product_SearchWithFacets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchWithFacetsInput"];
            };
        };
        responses: {
            /** @description The facets and the page of product cards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["SearchWithFacetsResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    Product_GetBySlug: {
        parameters: {
            query: {
                /** @description The game's, brand's or category's slug, matched trimmed and in any case. */
                Slug: components["parameters"]["Slug"];
                /** @description A platform slug (the page's `?platform=`), any case; the cheapest variant on it is shown first. */
                Platform?: components["parameters"]["Platform"];
                /** @description A variant of this game (the page's `?variant=`); it is shown first and its platform is the one meant. */
                VariantId?: components["parameters"]["VariantId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["ProductDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    Product_GetVariants: {
        parameters: {
            query: {
                /** @description The game's, brand's or category's slug, matched trimmed and in any case. */
                Slug: components["parameters"]["Slug"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tree, as Product_GetBySlug embeds it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["PlatformNode"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    Product_GetGallries: {
        parameters: {
            query: {
                /** @description The game's, brand's or category's slug, matched trimmed and in any case. */
                Slug: components["parameters"]["Slug"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pictures and the trailer in upload order; an empty list for a game without a gallery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["GalleryItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    Product_GetSimilar: {
        parameters: {
            query: {
                /** @description The game's, brand's or category's slug, matched trimmed and in any case. */
                Slug: components["parameters"]["Slug"];
                /** @description A platform slug (the page's `?platform=`), any case; the cheapest variant on it is shown first. */
                Platform?: components["parameters"]["Platform"];
                /** @description A variant of this game (the page's `?variant=`); it is shown first and its platform is the one meant. */
                VariantId?: components["parameters"]["VariantId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Product cards, the closest first; an empty list for a platform nothing is sold on. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["ProductListItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    Product_GetAllForSiteMap: {
        parameters: {
            query?: {
                /** @description Any case. Video answers an empty page (the sitemap lists covers only). */
                MediaType?: components["schemas"]["MediaType"];
                SkipCount?: components["parameters"]["SkipCount"];
                MaxResultCount?: components["parameters"]["MaxResultCount"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of products, each with its cover. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["SiteMapProductPagedResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    Brand_GetBySlug: {
        parameters: {
            query: {
                /** @description The game's, brand's or category's slug, matched trimmed and in any case. */
                Slug: components["parameters"]["Slug"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The brand with its description. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["BrandDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    Category_GetBySlug: {
        parameters: {
            query: {
                /** @description The game's, brand's or category's slug, matched trimmed and in any case. */
                Slug: components["parameters"]["Slug"];
            };
            header?: never;
            path?: never;
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
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["Category"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    Variant_Get: {
        parameters: {
            query: {
                /** @description The variant's id, as Cart/AddItem takes it. */
                Id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The variant as cart lines show it, with today's prices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["CartVariant"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    Files_GetProductCover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: components["parameters"]["FileName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An SVG drawn from the catalog's data; the name is `<product slug>.svg`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description No file of that name. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": "Not Found";
                };
            };
        };
    };
    Files_GetBrandLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: components["parameters"]["FileName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An SVG drawn from the catalog's data; the name is `<brand slug>.svg`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description No file of that name. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": "Not Found";
                };
            };
        };
    };
    Files_GetCompanyLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: components["parameters"]["FileName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An SVG drawn from the catalog's data; the name is `<company slug>.svg`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description No file of that name. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": "Not Found";
                };
            };
        };
    };
    Files_GetCategoryImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: components["parameters"]["FileName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An SVG drawn from the catalog's data; the name is `<category slug>.svg`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description No file of that name. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": "Not Found";
                };
            };
        };
    };
    Files_GetRatingBadge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: components["parameters"]["FileName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An SVG drawn from the catalog's data; the name is `pegi18.svg` or `esrb-m.svg`, any case. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description No file of that name. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": "Not Found";
                };
            };
        };
    };
    Files_GetDescriptorIcon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: components["parameters"]["FileName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An SVG drawn from the catalog's data; the name is `<descriptor keyword>.svg`, any case. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description No file of that name. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": "Not Found";
                };
            };
        };
    };
    Files_GetGalleryImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: components["parameters"]["FileName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An SVG drawn from the catalog's data; the name is `<product slug>-<n>.svg` or `<product slug>-<n>-thumb.svg`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description No file of that name. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": "Not Found";
                };
            };
        };
    };
    Files_GetTrailerFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description A single `bytes=<first>-[<last>]` or `bytes=-<suffix>` range; any other form gets the whole file. */
                Range?: components["parameters"]["Range"];
            };
            path: {
                /** @description The game's slug. */
                slug: components["parameters"]["TrailerSlug"];
                file: components["parameters"]["FileName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole file; the name is `trailer.mp4` (MP4 trailers only) or `poster.jpg`. Accept-Ranges says ranges are served. */
            200: {
                headers: {
                    "Accept-Ranges"?: "bytes";
                    "Content-Length"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "video/mp4": string;
                    "image/jpeg": string;
                };
            };
            /** @description The part of the file a single `bytes=` range asks for. */
            206: {
                headers: {
                    /** @description `bytes <first>-<last>/<size>` */
                    "Content-Range"?: string;
                    "Content-Length"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "video/mp4": string;
                    "image/jpeg": string;
                };
            };
            /** @description No file of that name, or not this trailer's format. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": "Not Found";
                };
            };
            /** @description The range starts beyond the end of the file (or asks for no bytes); Content-Range is `bytes *\/<size>`, no body. */
            416: {
                headers: {
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    Files_GetHlsFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description A single `bytes=<first>-[<last>]` or `bytes=-<suffix>` range; any other form gets the whole file. */
                Range?: components["parameters"]["Range"];
            };
            path: {
                /** @description The game's slug. */
                slug: components["parameters"]["TrailerSlug"];
                file: components["parameters"]["FileName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole file; the name is `index.m3u8` or `segment-<n>.ts` (HLS trailers only). Accept-Ranges says ranges are served. */
            200: {
                headers: {
                    "Accept-Ranges"?: "bytes";
                    "Content-Length"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.apple.mpegurl": string;
                    "video/mp2t": string;
                };
            };
            /** @description The part of the file a single `bytes=` range asks for. */
            206: {
                headers: {
                    /** @description `bytes <first>-<last>/<size>` */
                    "Content-Range"?: string;
                    "Content-Length"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.apple.mpegurl": string;
                    "video/mp2t": string;
                };
            };
            /** @description No file of that name, or not this trailer's format. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": "Not Found";
                };
            };
            /** @description The range starts beyond the end of the file (or asks for no bytes); Content-Range is `bytes *\/<size>`, no body. */
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
export const stockStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["StockStatus"]> = ["InStock", "OutOfStock", "OnBackOrder", "ComingSoon"];
export const currencyTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CurrencyType"]> = ["IRR"];
export const facetKeyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["FacetKey"]> = ["variants", "genres", "themes", "gameplays", "playerPerspectives", "publishers", "developers", "pegis", "esrbs"];
export const orderByValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OrderBy"]> = ["Price", "Sale", "Visitor"];
export const sortByValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SortBy"]> = ["asc", "desc"];
export const mediaTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MediaType"]> = ["Image", "Video"];
export const inventoryValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Inventory"]> = ["Unlimited", "Limited"];
export const platformSlugValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PlatformSlug"]> = ["playstation-5", "playstation-4", "xbox-series", "nintendo-switch", "pc"];
export const accountTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AccountType"]> = ["capacity-1", "capacity-2", "capacity-3", "offline"];
export const pegiKeywordValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PegiKeyword"]> = ["PEGI3", "PEGI7", "PEGI12", "PEGI16", "PEGI18"];
export const esrbKeywordValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EsrbKeyword"]> = ["EC", "E", "E10", "T", "M", "AO", "RP"];
export const criticRatingTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CriticRatingType"]> = ["Metacritic", "IGN", "GameSpot", "OpenCritic"];
