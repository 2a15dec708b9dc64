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
        /**
         * A game's page, with its variant tree
         * @description Each read that finds its product counts one visit, which SearchWithFacets' `orderBy: Visitor` sorts by; an unknown slug counts nothing.
         */
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
    "/api/services/app/Cart/GetCurrentCart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's cart, or null when there is none */
        get: operations["Cart_GetCurrentCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Cart/GetCartByProductId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cart's totals with only one product's lines, or null when there is no cart */
        get: operations["Cart_GetCartByProductId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Cart/AddItem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a variant to the caller's cart, creating an anonymous cart when the caller has none */
        post: operations["Cart_AddItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Cart/RemoveItem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Takes one off a line of the caller's cart; the line goes at zero */
        delete: operations["Cart_RemoveItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Cart/Clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Empties the caller's cart */
        post: operations["Cart_Clear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Order/Create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turns the user's cart into a Pending order at today's prices and empties the cart */
        post: operations["Order_Create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Order/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pages the user's own orders, newest first, by tab and by number or game */
        get: operations["Order_GetAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Order/GetStatistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts the user's orders per tab */
        get: operations["Order_GetStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Order/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the user's orders */
        get: operations["Order_Get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Order/Approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settles the user's order from the wallet (an order the wallet covers, and every return from the bank)
         * @description A Pending order whose payableAmount (net of a discount code) the wallet covers is paid from it: one debit, and the order is Paid. An order already paid (Paid, InProgress, Completed) gets the same answer again with nothing debited. The observed client calls it with both members and shows `message` and `detail` of a success, or the error's message and details (pages/confirm.tsx).
         */
        post: operations["Order_Approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Order/ChangeStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The shop staff's move of an order to Completed, Canceled or Refunded */
        post: operations["Order_ChangeStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/OrderItem/GetDeliveredAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ready-made game account handed over for one of the user's paid order items */
        get: operations["OrderItem_GetDeliveredAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/LoginProvider/GetByOrderItemId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sign-in providers and their fields for one of the user's order items */
        get: operations["LoginProvider_GetByOrderItemId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/login-providers/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sign-in provider's icon, as LoginProvider's `icon` links it */
        get: operations["LoginProvider_GetIcon"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/OrderItemProviderField/Submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stores the buyer's sign-in details for one of their paid items, once */
        post: operations["OrderItemProviderField_Submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/OrderItemProviderField/GetByOrderItemId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop staff's reading of the details a buyer sent for an item */
        get: operations["OrderItemProviderField_GetByOrderItemId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Wishlist/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pages the user's list, newest first */
        get: operations["Wishlist_GetAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Wishlist/Add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Puts a game on the user's list; one already there keeps its place and date */
        post: operations["Wishlist_Add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Wishlist/Exists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a game is on the user's list (a POST with the id in the query and no body) */
        post: operations["Wishlist_Exists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Wishlist/Remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Takes a game off the user's list; one that was not there is no error */
        delete: operations["Wishlist_Remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/ProductNotification/Upsert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves the user's request for a product or variant and type, or cancels it with no channels */
        post: operations["ProductNotification_Upsert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/ProductNotification/GetMine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's requests for one product, newest first */
        get: operations["ProductNotification_GetMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/ProductNotification/GetAllMine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pages all the user's requests, newest first */
        get: operations["ProductNotification_GetAllMine"];
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
         * @description The currency of an amount. The sandbox prices everything in whole IRR; the real service may answer `USD` on a variant or an order (its client types `currencyType: "IRR" | "USD"`), which the shop never shows as Toman.
         * @enum {string}
         */
        CurrencyType: "IRR" | "USD";
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
         * @description The shop's platforms, in their order on a product page. The real service's home page asks for `steam`, `xbox-one`, `xbox-series-xs` and `nintendo-switch-2` by name (its best sellers by platform).
         * @enum {string}
         */
        PlatformSlug: "playstation-5" | "playstation-4" | "xbox-series-xs" | "nintendo-switch" | "pc" | "steam" | "xbox-one" | "nintendo-switch-2";
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
         * @description Who gave a review score, as the real service's client lists them; the shop shows any other name as given.
         * @enum {string}
         */
        CriticRatingType: "IGN" | "GameSpot" | "Metacritic" | "Eurogamer" | "Steam";
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
            pegi: components["schemas"]["PegiRating"];
            esrb: components["schemas"]["EsrbRating"];
        };
        /** @description A product card of a search, of similar games and of the home page's rows. */
        ProductListItem: components["schemas"]["ProductSummary"] & components["schemas"]["GameMetadata"] & {
            brands: components["schemas"]["Brand"][];
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
            /** @description Persian, a sentence or two. The real service's category page shows none (its client types the answer as a brand's); the page shows no line without it. */
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
            /** @description The game's brands, as a product card names them; the real service's product page has none (its client's ProductDetailData), so the page links the publisher's games without one. */
            brands: components["schemas"]["Brand"][];
            /** @description The game's IGDB slug (here its own slug). */
            igdb: string;
            /** @description Persian HTML. */
            description: string | null;
            /** @description In the product's own order. */
            categories: components["schemas"]["CategoryRef"][];
            /** @description Home, the products, this game. */
            breadcrumbs: components["schemas"]["Breadcrumb"][];
            rating: components["schemas"]["CriticRating"][];
            /** @description The game's awards, one Persian line each ("برنده Best Mobile Game در The Game Awards 2019"), in the order the catalog keeps them; empty when it has none. */
            awards: string[];
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
        /** @description A variant as cart lines and order items name it, without its prices and its game. */
        VariantSummary: {
            id: number;
            /** @description Account type and short platform name ("ظرفیت ۳ PS5"); null on some of the real service's variants. */
            name: string | null;
            /** @description The same as name. */
            description: string | null;
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
        };
        /** @description One variant as Variant_Get answers it, with today's prices; its game by name and slug only, as a sample of the real service's answer shows it (its client's SingleVariant). */
        Variant: {
            id: number;
            productId: number;
            /** @description Account type and short platform name; null on some of the real service's variants. */
            name: string | null;
            status: components["schemas"]["StockStatus"];
            currencyType: components["schemas"]["CurrencyType"];
            /** @description IRR before any discount, today's. */
            regularPrice: number;
            /** @description IRR the shopper pays, today's. */
            salePrice: number;
            /** @description Always null here. */
            filePath: string | null;
            product: components["schemas"]["VariantProduct"];
        };
        /** @description The game of a variant, as Variant_Get names it. */
        VariantProduct: {
            /** @description The original (usually English) title. */
            name: string;
            slug: string;
        };
        /** @description A variant as cart lines show it, with today's prices and its game. */
        CartVariant: components["schemas"]["VariantSummary"] & {
            /** @description IRR before any discount, today's. */
            regularPrice: number;
            /** @description IRR the shopper pays, today's. */
            salePrice: number;
            product: components["schemas"]["ProductSummary"];
        };
        /** @description An order item's variant. The real service names the game on the item and answers `product: null` here (its client's OrderDetailItemType); the sandbox does the same. The prices paid are on the item. */
        OrderItemVariant: components["schemas"]["VariantSummary"] & {
            /** @description Null; a reader takes the item's product. */
            product: null | components["schemas"]["ProductSummary"];
        };
        /** @description A screenshot or a trailer, as the real service's client types it (ProductGalleryItem). The sandbox is its own CDN, so the CDN addresses repeat the others. */
        GalleryItem: {
            /** @description Unique across the catalog. */
            id: number;
            mediaType: components["schemas"]["MediaType"];
            /** @description An SVG picture, an MP4 trailer or an HLS playlist (.m3u8). */
            filePath: string;
            cdnPath: string;
            /** @description The picture's thumbnail, or the trailer's poster. */
            thumbnail: string;
            /** @description The thumbnail on the CDN; null when the CDN has none. */
            cdnThumbnail: string | null;
            /** @description A trailer's length in whole seconds; null for a picture. */
            duration: number | null;
            /** @description The caption, Persian; may be null or empty on the real service. */
            fileAltAttribute: string | null;
            /** @description The title, Persian; may be null or empty on the real service. */
            fileTitleAttribute: string | null;
            /** @description When it was uploaded (here the product's creation), Tehran time without an offset. */
            creationTime: string;
        };
        SiteMapProductPagedResult: {
            totalCount: number;
            items: components["schemas"]["SiteMapProduct"][];
        };
        SiteMapProduct: {
            id: number;
            slug: string;
            /** @description Image, the cover; Video, the product's trailers as the gallery has them. */
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
            /** @description When the product was added (for a trailer too), Tehran time without an offset. */
            creationTime: string;
        };
        /** @description A line of the cart, as Cart/GetCartByProductId narrows it. */
        CartLine: {
            /** @description The line's id, which Cart/RemoveItem takes. */
            id: number;
            variantId: number;
            quantity: number;
        };
        /** @description A line of the cart with today's prices and its variant. */
        CartItem: components["schemas"]["CartLine"] & {
            /** @description The variant's own discount, in whole percent of the regular price. */
            profitPercent: number;
            /** @description IRR one costs. */
            unitPrice: number;
            /** @description IRR one is below its regular price. */
            unitDiscountAmount: number;
            /** @description IRR, the regular price of one. */
            strikePrice: number;
            /** @description IRR, unitPrice × quantity. */
            totalPrice: number;
            /** @description IRR, unitDiscountAmount × quantity. */
            totalDiscountAmount: number;
            variant: components["schemas"]["CartVariant"];
        };
        /** @description A cart's identity and its totals over all its lines. */
        CartTotals: {
            id: number;
            /** @description The cart's id for X-Device-Id; the client keeps it from the first AddItem on. */
            deviceId: string;
            /** @description The number of items, as the header's badge shows it. */
            totalQuantity: number;
            /** @description IRR, the lines at their regular prices. */
            totalItemsPrice: number;
            /** @description IRR, what the lines cost. */
            payableAmount: number;
            /** @description IRR, totalItemsPrice − payableAmount. */
            profitAmount: number;
        };
        /** @description The cart with its lines in the order they were added. */
        Cart: components["schemas"]["CartTotals"] & {
            items: components["schemas"]["CartItem"][];
        };
        /** @description The cart's totals (of the whole cart) with only one product's lines. */
        ProductCart: components["schemas"]["CartTotals"] & {
            items: components["schemas"]["CartLine"][];
        };
        AddCartItemInput: {
            /** @description The variant's id (an item id of the product's variant tree). */
            variantId: number;
            /**
             * @description How many to add to the line of that variant.
             * @default 1
             */
            quantity: number;
        };
        /** @description The buyer's details; members are trimmed. */
        CreateOrderInput: {
            firstName: string;
            lastName: string;
            /** @description A mobile number in any form identity accepts; stored as `09…`. */
            phoneNumber: string;
            /** @description Left out, null or blank is none. */
            email?: string | null;
            gender?: boolean | null;
            /** @description A note for the shop. */
            specialRequest?: string | null;
            /** @description Where the buyer came from: the client sends the utm_source of the link the shopper landed by. Left out, null or blank is none. */
            metaSearchName?: string | null;
            /** @description The partner's or campaign's key: the client sends the utm_campaign of the same link. Left out, null or blank is none. */
            metaSearchKey?: string | null;
        };
        CreatedOrder: {
            id: number;
            /** @description `GM-` and a number. */
            orderNumber: string;
            /** @description IRR to pay. */
            payableAmount: number;
            currencyType: components["schemas"]["CurrencyType"];
        };
        /**
         * @description Pending در انتظار پرداخت, Paid پرداخت شده, InProgress در حال انجام (the buyer's account details are in), Completed انجام شده, Canceled لغو شده, Refunded بازگشت وجه (paid, then cancelled). Completed, Canceled and Refunded are the shop staff's doing.
         * @enum {string}
         */
        OrderStatus: "Pending" | "Paid" | "InProgress" | "Completed" | "Canceled" | "Refunded";
        /**
         * @description The tabs of the order pages as Statuses names them: InProgress is Pending, Paid and InProgress; Completed; Canceled is Canceled and Refunded.
         * @enum {string}
         */
        OrderTab: "InProgress" | "Completed" | "Canceled";
        /**
         * @description Whether the money was taken: Unpaid (Pending, Canceled), Paid (Paid, InProgress, Completed) or Refunded.
         * @enum {string}
         */
        PaymentStatus: "Unpaid" | "Paid" | "Refunded";
        /** @description The item's current step, a timeline step with its progress. */
        OrderCurrentStep: {
            /** @description The step's key (`Created`, `Paid`…), an open set. */
            step: string;
            /** @description The first step not done (the last one when all are), in Persian. */
            stepStr: string;
            /** @description The step's state, an open set the shop does not read (the real service answers `Pending`). */
            status: string;
            description: string | null;
            /** @description True on the item's last step. */
            isFinal: boolean;
            /** @description The share of the steps done. */
            progressPercent: number;
            /** @description The step after this one; null at the end. */
            nextStepStr: string | null;
        };
        /** @description One step of an item's progress, as the real service's client types it: `step`, `stepStr`, `status`, `isFinal`, no `isDone`. The sandbox also lists the steps ahead and says which are done (`isDone`, our proposal); without it the shop counts the steps before the current one as done. */
        OrderTimelineStep: {
            /** @description The step's key (`Created`, `Paid`…), an open set. */
            step: string;
            stepStr: string;
            /** @description The step's state, an open set the shop does not read (the real service answers `Pending`). */
            status: string;
            description: string | null;
            /** @description True on the item's last step. */
            isFinal: boolean;
            /** @description Whether the step is done. */
            isDone?: boolean;
        };
        OrderItem: {
            /** @description The item's id, which the delivered-account and account-form calls take. */
            id: number;
            productId: number;
            variantId: number;
            /** @description The game, on the item itself (its variant's product is null). */
            product: components["schemas"]["ProductSummary"];
            /** @description IRR, the regular price of one when the order was placed. */
            strikePrice: number;
            currencyType: components["schemas"]["CurrencyType"];
            quantity: number;
            /** @description IRR one cost when the order was placed. */
            unitPrice: number;
            /** @description IRR one was below its regular price then. */
            unitDiscountAmount: number;
            /** @description IRR, unitPrice × quantity. */
            totalPrice: number;
            variant: components["schemas"]["OrderItemVariant"];
            currentTimeline: components["schemas"]["OrderCurrentStep"];
            /** @description Every step of the item's progress, in order. */
            timeLines: components["schemas"]["OrderTimelineStep"][];
            /** @description True while the buyer may send their own account's details for this item. */
            allowNewLoginSubmission: boolean;
        };
        /** @description An order as Order_GetAll lists it: Order_Get's order without totalDiscountPrice, which the real service's list does not carry (its client's OrderListItemType). */
        OrderListItem: {
            id: number;
            /** @description `GM-` and a number. */
            orderNumber: string;
            status: components["schemas"]["OrderStatus"];
            /** @description The status's Persian name. */
            statusStr: string;
            /** @description When it was placed, Tehran time without an offset. */
            creationTime: string;
            /** @description The Jalali date, Latin digits (`1404/09/23`). */
            creationDateStr: string;
            /** @description The Tehran hour and minute (`19:03`). */
            creationTimeStr: string;
            /** @description When it was paid, Tehran time without an offset; null when it never was. */
            paidTime: string | null;
            paymentStatus: components["schemas"]["PaymentStatus"];
            /** @description IRR, the items at their regular prices. */
            totalItemsPrice: number;
            /** @description IRR everything the shopper saves, the variants' own discounts and a discount code's. */
            profitAmount: number;
            /** @description IRR charged, the items at the prices paid less a discount code's amount. */
            payableAmount: number;
            /** @description The discount code on the order, upper case; null without one. */
            promoCode: string | null;
            /** @description IRR of what the shopper saves that the code takes off; 0 without one. */
            promoCodeDiscountAmount: number;
            /** @description The metaSearchName the order was placed with (trimmed); null without one. */
            metaSearchName: string | null;
            /** @description The metaSearchKey the order was placed with (trimmed); null without one. */
            metaSearchKey: string | null;
            currencyType: components["schemas"]["CurrencyType"];
            items: components["schemas"]["OrderItem"][];
        };
        /** @description One order as Order_Get answers it. */
        Order: components["schemas"]["OrderListItem"] & {
            /** @description IRR everything the shopper saves, the same as profitAmount. */
            totalDiscountPrice: number;
        };
        /** @description How many of the user's orders each tab holds. */
        OrderStatistics: {
            totalRowsInProgress: number;
            totalRowsCompleted: number;
            totalRowsCanceled: number;
        };
        ApproveOrderInput: {
            orderId: number;
            /** @description The order's number (any case); another order's is a 400. */
            orderNumber: string;
        };
        ApproveOrderResult: {
            /** @description Whether the order is paid; false says why in message and detail (the sandbox answers an error instead). */
            success: boolean;
            /** @description Persian, for the shopper. */
            message: string | null;
            /** @description Persian, the next step. */
            detail: string | null;
        };
        ChangeOrderStatusInput: {
            orderId: number;
            /**
             * @description Where the staff move the order.
             * @enum {string}
             */
            status: "Completed" | "Canceled" | "Refunded";
        };
        /** @description A ready-made game account, made when the order was paid. */
        DeliveredAccount: {
            /** @description The e-mail address on a console account; a name of its own on a PC account. */
            username: string;
            password: string;
            email: string;
            /** @description How to use this account type, in Persian. */
            notes: string;
        };
        /** @enum {string} */
        LoginFieldType: "Select" | "Text" | "Password" | "Checkbox" | "InputGroup" | "Email" | "Textarea";
        LoginFieldTranslation: {
            /** @description `fa` or `en`. */
            language: string;
            label: string;
            placeholder: string | null;
            /** @description A hint shown beside the field. */
            info: string | null;
        };
        LoginFieldOption: {
            /** @description What the buyer sends. */
            value: string;
            translations: {
                language: string;
                displayName: string;
            }[];
        };
        LoginProviderField: {
            id: number;
            /** @description The fieldKey the buyer sends it under. */
            key: string;
            type: components["schemas"]["LoginFieldType"];
            isRequired: boolean;
            /** @description The number of inputs of an InputGroup; 0 for the other types. */
            inputGroupCount: number;
            /** @description The field's place in the form, from 1. */
            order: number;
            translations: components["schemas"]["LoginFieldTranslation"][];
            /** @description A Select's choices; empty for the other types. */
            options: components["schemas"]["LoginFieldOption"][];
        };
        LoginProvider: {
            /** @description What OrderItemProviderField/Submit takes as loginProviderId. */
            id: number;
            providerKey: string;
            displayName: string;
            /** @description The icon's absolute URL (LoginProvider_GetIcon). */
            icon: string;
            fields: components["schemas"]["LoginProviderField"][];
        };
        LoginFieldValue: {
            /** @description A field's key, any case; an InputGroup repeats it once per input. */
            fieldKey: string;
            value: string;
        };
        LoginSubmission: {
            orderItemId: number;
            loginProviderId: number;
            fields: components["schemas"]["LoginFieldValue"][];
        };
        WishlistProductInput: {
            productId: number;
        };
        WishlistProduct: {
            id: number;
            name: string;
            persianName: string;
            slug: string;
            /** @description The cover's absolute URL. */
            filePath: string;
            /** @description In the real service's answer too (its client's WishListItemType). */
            fileTitleAttribute: string;
            fileAltAttribute: string;
            /** @description In the product's own order. */
            categories: {
                name: string;
                slug: string;
            }[];
            /** @description The product list card's price (the cheapest variant in stock, else the cheapest one, unpriced). */
            minVariant: components["schemas"]["MinVariant"] | null;
        };
        WishlistItem: {
            id: number;
            /** @description When the game was put on the list, Tehran time without an offset. */
            creationTime: string;
            product: components["schemas"]["WishlistProduct"];
        };
        /**
         * @description ProductAvailable: back in stock; AmazingDiscount: on a big discount.
         * @enum {string}
         */
        ProductNotificationType: "ProductAvailable" | "AmazingDiscount";
        /**
         * @description A way to answer a request, always written in this order.
         * @enum {string}
         */
        NotificationChannel: "Email" | "Sms" | "InAppNotification";
        /**
         * @description Pending until the request is answered, then Sent.
         * @enum {string}
         */
        ProductNotificationStatus: "Pending" | "Sent";
        ProductNotificationInput: {
            productId: number;
            /** @description The variant; null or left out is the whole product. */
            productVariantId?: number | null;
            type: components["schemas"]["ProductNotificationType"];
            /** @description Any case, repeats ignored; `None` adds nothing (a flags enum's zero), so `[]` and `["None"]` cancel the request. */
            channels: (components["schemas"]["NotificationChannel"] | "None")[];
        };
        ProductNotification: {
            id: number;
            productId: number;
            /** @description Null for a whole-product request. */
            productVariantId: number | null;
            type: components["schemas"]["ProductNotificationType"];
            channels: components["schemas"]["NotificationChannel"][];
            status: components["schemas"]["ProductNotificationStatus"];
            /** @description When it was asked for, Tehran time without an offset. */
            creationTime: string;
            /** @description When it was answered, Tehran time without an offset; null while pending. */
            sentTime: string | null;
            product: components["schemas"]["ProductSummary"];
            /** @description Null for a whole-product request. */
            variant: null | components["schemas"]["ProductNotificationVariant"];
        };
        ProductNotificationVariant: {
            id: number;
            /** @description The variant's title ("ظرفیت ۲ PS5"). */
            name: string;
            /** @description The variant's stock now. */
            status: components["schemas"]["StockStatus"];
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
        /** @description The 200 of a method without a value. */
        VoidResponse: components["schemas"]["AjaxResponse"] & {
            result?: null;
            /** @constant */
            success?: true;
            error?: null;
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
        /** @description No valid access token (missing, forged, expired, a refresh token, or an old security stamp); unAuthorizedRequest true. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Done (a method without a value). */
        Void: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["VoidResponse"];
            };
        };
        /** @description Signed in, but this record may not be read yet; unAuthorizedRequest true. */
        Forbidden: {
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
        /** @description The deviceId of an anonymous cart (from a cart answer). Without a valid token it selects that cart; with one, that cart joins the user's. A value over 64 characters is ignored. */
        DeviceId: string;
        /** @description The product whose lines to keep. */
        CartProductId: number;
        /** @description The cart line's id (`items[].id`, not the variant's). */
        CartItemId: number;
        /** @description The order's id. */
        OrderId: number;
        /** @description The order item's id (`items[].id` of an order). */
        OrderItemId: number;
        /** @description Tabs, or single statuses by their own name, in any case and any array form (`Statuses=a&Statuses=b`, `Statuses[0]=a`, `Statuses[]=a`, or commas); all orders without it. */
        OrderStatuses: (components["schemas"]["OrderTab"] | components["schemas"]["OrderStatus"])[];
        /** @description Words every one of which the order's number (`GM-10012`, `10012`, any digits) or id, or one of its games' names, must hold; blank is no filter. */
        IdOrTitle: string;
        /** @description The game's product id. */
        WishlistProductId: number;
        /** @description The product whose requests to read. */
        NotificationProductId: number;
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
export type SchemaVariantSummary = components['schemas']['VariantSummary'];
export type SchemaVariant = components['schemas']['Variant'];
export type SchemaVariantProduct = components['schemas']['VariantProduct'];
export type SchemaCartVariant = components['schemas']['CartVariant'];
export type SchemaOrderItemVariant = components['schemas']['OrderItemVariant'];
export type SchemaGalleryItem = components['schemas']['GalleryItem'];
export type SchemaSiteMapProductPagedResult = components['schemas']['SiteMapProductPagedResult'];
export type SchemaSiteMapProduct = components['schemas']['SiteMapProduct'];
export type SchemaSiteMapMedia = components['schemas']['SiteMapMedia'];
export type SchemaCartLine = components['schemas']['CartLine'];
export type SchemaCartItem = components['schemas']['CartItem'];
export type SchemaCartTotals = components['schemas']['CartTotals'];
export type SchemaCart = components['schemas']['Cart'];
export type SchemaProductCart = components['schemas']['ProductCart'];
export type SchemaAddCartItemInput = components['schemas']['AddCartItemInput'];
export type SchemaCreateOrderInput = components['schemas']['CreateOrderInput'];
export type SchemaCreatedOrder = components['schemas']['CreatedOrder'];
export type SchemaOrderStatus = components['schemas']['OrderStatus'];
export type SchemaOrderTab = components['schemas']['OrderTab'];
export type SchemaPaymentStatus = components['schemas']['PaymentStatus'];
export type SchemaOrderCurrentStep = components['schemas']['OrderCurrentStep'];
export type SchemaOrderTimelineStep = components['schemas']['OrderTimelineStep'];
export type SchemaOrderItem = components['schemas']['OrderItem'];
export type SchemaOrderListItem = components['schemas']['OrderListItem'];
export type SchemaOrder = components['schemas']['Order'];
export type SchemaOrderStatistics = components['schemas']['OrderStatistics'];
export type SchemaApproveOrderInput = components['schemas']['ApproveOrderInput'];
export type SchemaApproveOrderResult = components['schemas']['ApproveOrderResult'];
export type SchemaChangeOrderStatusInput = components['schemas']['ChangeOrderStatusInput'];
export type SchemaDeliveredAccount = components['schemas']['DeliveredAccount'];
export type SchemaLoginFieldType = components['schemas']['LoginFieldType'];
export type SchemaLoginFieldTranslation = components['schemas']['LoginFieldTranslation'];
export type SchemaLoginFieldOption = components['schemas']['LoginFieldOption'];
export type SchemaLoginProviderField = components['schemas']['LoginProviderField'];
export type SchemaLoginProvider = components['schemas']['LoginProvider'];
export type SchemaLoginFieldValue = components['schemas']['LoginFieldValue'];
export type SchemaLoginSubmission = components['schemas']['LoginSubmission'];
export type SchemaWishlistProductInput = components['schemas']['WishlistProductInput'];
export type SchemaWishlistProduct = components['schemas']['WishlistProduct'];
export type SchemaWishlistItem = components['schemas']['WishlistItem'];
export type SchemaProductNotificationType = components['schemas']['ProductNotificationType'];
export type SchemaNotificationChannel = components['schemas']['NotificationChannel'];
export type SchemaProductNotificationStatus = components['schemas']['ProductNotificationStatus'];
export type SchemaProductNotificationInput = components['schemas']['ProductNotificationInput'];
export type SchemaProductNotification = components['schemas']['ProductNotification'];
export type SchemaProductNotificationVariant = components['schemas']['ProductNotificationVariant'];
export type SchemaValidationErrorInfo = components['schemas']['ValidationErrorInfo'];
export type SchemaErrorInfo = components['schemas']['ErrorInfo'];
export type SchemaAjaxResponse = components['schemas']['AjaxResponse'];
export type SchemaErrorResponse = components['schemas']['ErrorResponse'];
export type SchemaVoidResponse = components['schemas']['VoidResponse'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseVoid = components['responses']['Void'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ParameterSlug = components['parameters']['Slug'];
export type ParameterPlatform = components['parameters']['Platform'];
export type ParameterVariantId = components['parameters']['VariantId'];
export type ParameterFileName = components['parameters']['FileName'];
export type ParameterTrailerSlug = components['parameters']['TrailerSlug'];
export type ParameterRange = components['parameters']['Range'];
export type ParameterDeviceId = components['parameters']['DeviceId'];
export type ParameterCartProductId = components['parameters']['CartProductId'];
export type ParameterCartItemId = components['parameters']['CartItemId'];
export type ParameterOrderId = components['parameters']['OrderId'];
export type ParameterOrderItemId = components['parameters']['OrderItemId'];
export type ParameterOrderStatuses = components['parameters']['OrderStatuses'];
export type ParameterIdOrTitle = components['parameters']['IdOrTitle'];
export type ParameterWishlistProductId = components['parameters']['WishlistProductId'];
export type ParameterNotificationProductId = components['parameters']['NotificationProductId'];
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
                /** @description Any case. Image pages every product with its cover; Video the products that have a trailer, with their trailers. */
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
            /** @description A page of products, each with its cover (Image) or its trailers (Video). */
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
            /** @description The variant with today's prices and its game's name and address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["Variant"];
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
            /** @description A WebP drawn from the catalog's data, as the real host serves covers; the name is `<product slug>.webp`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
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
            /** @description A PNG drawn from the catalog's data, as the real host serves brand logos; the name is `<brand slug>.png`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
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
            /** @description A PNG drawn from the catalog's data, as a brand's logo; the name is `<company slug>.png`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
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
            /** @description A WebP drawn from the catalog's data, as a cover; the name is `<category slug>.webp`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
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
            /** @description Drawn from the catalog's data in the real host's formats, a PEGI badge as a JPEG (`pegi18.jpg`) and an ESRB badge as an SVG (`esrb-m.svg`); any case. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
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
            /** @description A JPEG drawn from the catalog's data, as the real host serves descriptors; the name is `<descriptor keyword>.jpg`, any case. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
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
            /** @description A WebP drawn from the catalog's data, as a cover; the name is `<product slug>-<n>.webp` or `<product slug>-<n>-thumb.webp`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
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
    Cart_GetCurrentCart: {
        parameters: {
            query?: never;
            header?: {
                /** @description The deviceId of an anonymous cart (from a cart answer). Without a valid token it selects that cart; with one, that cart joins the user's. A value over 64 characters is ignored. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cart (an anonymous X-Device-Id cart sent with a valid token is merged in first), or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: null | components["schemas"]["Cart"];
                    };
                };
            };
        };
    };
    Cart_GetCartByProductId: {
        parameters: {
            query: {
                /** @description The product whose lines to keep. */
                ProductId: components["parameters"]["CartProductId"];
            };
            header?: {
                /** @description The deviceId of an anonymous cart (from a cart answer). Without a valid token it selects that cart; with one, that cart joins the user's. A value over 64 characters is ignored. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole cart's totals, `items` narrowed to the product's lines; null when there is no cart. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: null | components["schemas"]["ProductCart"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    Cart_AddItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description The deviceId of an anonymous cart (from a cart answer). Without a valid token it selects that cart; with one, that cart joins the user's. A value over 64 characters is ignored. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddCartItemInput"];
            };
        };
        responses: {
            /** @description The whole cart, always with the deviceId the client keeps and sends as X-Device-Id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["Cart"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description The variant does not exist or has no stock, or the line would exceed the stock or 99 (a Persian message saying which). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    Cart_RemoveItem: {
        parameters: {
            query: {
                /** @description The cart line's id (`items[].id`, not the variant's). */
                Id: components["parameters"]["CartItemId"];
            };
            header?: {
                /** @description The deviceId of an anonymous cart (from a cart answer). Without a valid token it selects that cart; with one, that cart joins the user's. A value over 64 characters is ignored. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole cart. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["Cart"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    Cart_Clear: {
        parameters: {
            query?: never;
            header?: {
                /** @description The deviceId of an anonymous cart (from a cart answer). Without a valid token it selects that cart; with one, that cart joins the user's. A value over 64 characters is ignored. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description An empty object; no body at all is read as one. */
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The emptied cart, still with its deviceId; null when there is none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: null | components["schemas"]["Cart"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    Order_Create: {
        parameters: {
            query?: never;
            header?: {
                /** @description The deviceId of an anonymous cart (from a cart answer). Without a valid token it selects that cart; with one, that cart joins the user's. A value over 64 characters is ignored. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrderInput"];
            };
        };
        responses: {
            /** @description The new order's id, number and what it costs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["CreatedOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description The cart is empty, or a line is beyond today's stock (the message names the product and variant). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    Order_GetAll: {
        parameters: {
            query?: {
                SkipCount?: components["parameters"]["SkipCount"];
                MaxResultCount?: components["parameters"]["MaxResultCount"];
                /** @description Tabs, or single statuses by their own name, in any case and any array form (`Statuses=a&Statuses=b`, `Statuses[0]=a`, `Statuses[]=a`, or commas); all orders without it. */
                Statuses?: components["parameters"]["OrderStatuses"];
                /** @description Words every one of which the order's number (`GM-10012`, `10012`, any digits) or id, or one of its games' names, must hold; blank is no filter. */
                IdOrTitle?: components["parameters"]["IdOrTitle"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: {
                            /** @description All the orders that match. */
                            totalCount: number;
                            items: components["schemas"]["OrderListItem"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    Order_GetStatistics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count of each tab. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["OrderStatistics"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    Order_Get: {
        parameters: {
            query: {
                /** @description The order's id. */
                Id: components["parameters"]["OrderId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    Order_Approve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApproveOrderInput"];
            };
        };
        responses: {
            /** @description The order is paid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["ApproveOrderResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description The wallet does not cover the order (`error.details` names the shortfall in IRR, in Persian digits; the order stays Pending), or it was cancelled or refunded. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    Order_ChangeStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeOrderStatusInput"];
            };
        };
        responses: {
            200: components["responses"]["Void"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    OrderItem_GetDeliveredAccount: {
        parameters: {
            query: {
                /** @description The order item's id (`items[].id` of an order). */
                Id: components["parameters"]["OrderItemId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account, the same every time. */
            200: {
                headers: {
                    /** @description Always no-store. */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["DeliveredAccount"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The item does not exist or is someone else's (EntityNotFound for OrderItem), or it is put on the buyer's own account and has no ready-made one (for DeliveredAccount). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    LoginProvider_GetByOrderItemId: {
        parameters: {
            query: {
                /** @description The order item's id (`items[].id` of an order). */
                Id: components["parameters"]["OrderItemId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The providers for an item put on the buyer's own account; an empty list for a ready-made one. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["LoginProvider"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    LoginProvider_GetIcon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The provider's key in lower case, with `.svg` (`playstationnetwork.svg`). */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The icon, 96 × 96. */
            200: {
                headers: {
                    /** @description Cached for a day. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description No provider has this key. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    OrderItemProviderField_Submit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginSubmission"];
            };
        };
        responses: {
            200: components["responses"]["Void"];
            /** @description An unknown loginProviderId, or fields that break the provider's rules: one validationErrors entry per field, `members` naming the field's key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description The item has a ready-made account, is not paid yet, already has details, or its order is done, cancelled or refunded (a Persian message saying which). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    OrderItemProviderField_GetByOrderItemId: {
        parameters: {
            query: {
                /** @description The order item's id (`items[].id` of an order). */
                Id: components["parameters"]["OrderItemId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider chosen and the fields as the buyer sent them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: {
                            loginProviderId: number;
                            fields: components["schemas"]["LoginFieldValue"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    Wishlist_GetAll: {
        parameters: {
            query?: {
                SkipCount?: components["parameters"]["SkipCount"];
                MaxResultCount?: components["parameters"]["MaxResultCount"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: {
                            /** @description All the games on the list. */
                            totalCount: number;
                            items: components["schemas"]["WishlistItem"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    Wishlist_Add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WishlistProductInput"];
            };
        };
        responses: {
            200: components["responses"]["Void"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    Wishlist_Exists: {
        parameters: {
            query: {
                /** @description The game's product id. */
                productId: components["parameters"]["WishlistProductId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description True when it is; false also for a product that does not exist. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    Wishlist_Remove: {
        parameters: {
            query: {
                /** @description The game's product id. */
                productId: components["parameters"]["WishlistProductId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Void"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    ProductNotification_Upsert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductNotificationInput"];
            };
        };
        responses: {
            /** @description The saved request, or null after a cancel. The real service's client reads nothing of it, so the shop does not either: it knows what it asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: null | components["schemas"]["ProductNotification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The product, or the variant, does not exist (EntityNotFound for Product or Variant). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description Back in stock asked for what can be bought now, or Email asked for by a profile without an e-mail address (a Persian message saying which). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ProductNotification_GetMine: {
        parameters: {
            query: {
                /** @description The product whose requests to read. */
                ProductId: components["parameters"]["NotificationProductId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requests, an empty list when there are none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["ProductNotification"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    ProductNotification_GetAllMine: {
        parameters: {
            query?: {
                SkipCount?: components["parameters"]["SkipCount"];
                MaxResultCount?: components["parameters"]["MaxResultCount"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: {
                            /** @description All the user's requests. */
                            totalCount: number;
                            items: components["schemas"]["ProductNotification"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
export const currencyTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CurrencyType"]> = ["IRR", "USD"];
export const facetKeyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["FacetKey"]> = ["variants", "genres", "themes", "gameplays", "playerPerspectives", "publishers", "developers", "pegis", "esrbs"];
export const orderByValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OrderBy"]> = ["Price", "Sale", "Visitor"];
export const sortByValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SortBy"]> = ["asc", "desc"];
export const mediaTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MediaType"]> = ["Image", "Video"];
export const inventoryValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Inventory"]> = ["Unlimited", "Limited"];
export const platformSlugValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PlatformSlug"]> = ["playstation-5", "playstation-4", "xbox-series-xs", "nintendo-switch", "pc", "steam", "xbox-one", "nintendo-switch-2"];
export const accountTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AccountType"]> = ["capacity-1", "capacity-2", "capacity-3", "offline"];
export const pegiKeywordValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PegiKeyword"]> = ["PEGI3", "PEGI7", "PEGI12", "PEGI16", "PEGI18"];
export const esrbKeywordValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EsrbKeyword"]> = ["EC", "E", "E10", "T", "M", "AO", "RP"];
export const criticRatingTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CriticRatingType"]> = ["IGN", "GameSpot", "Metacritic", "Eurogamer", "Steam"];
export const orderStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OrderStatus"]> = ["Pending", "Paid", "InProgress", "Completed", "Canceled", "Refunded"];
export const orderTabValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OrderTab"]> = ["InProgress", "Completed", "Canceled"];
export const paymentStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PaymentStatus"]> = ["Unpaid", "Paid", "Refunded"];
export const changeOrderStatusInputStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ChangeOrderStatusInput"]["status"]> = ["Completed", "Canceled", "Refunded"];
export const loginFieldTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LoginFieldType"]> = ["Select", "Text", "Password", "Checkbox", "InputGroup", "Email", "Textarea"];
export const productNotificationTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ProductNotificationType"]> = ["ProductAvailable", "AmazingDiscount"];
export const notificationChannelValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["NotificationChannel"]> = ["Email", "Sms", "InAppNotification"];
export const productNotificationStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ProductNotificationStatus"]> = ["Pending", "Sent"];
