// Generated from contracts/blog.openapi.yaml by `npm run contracts:types` (openapi-typescript). Do not edit: change the document.

export type paths = {
    "/wp-json/wp/v2/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists published posts, newest first
         * @description The shop sends `page`, `per_page` and `_embed` (with `categories`, `tags` or `search`), a `slug` with `_embed` for one post, and `search` with `_fields=id,slug,title` for the header search.
         */
        get: operations["Post_List"];
        put?: never;
        /** Creates a post */
        post: operations["Post_Create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wp-json/wp/v2/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one post */
        get: operations["Post_Get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wp-json/wp/v2/best_category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the best posts of categories, sticky ones first
         * @description A route of this site, not of WordPress core: the posts of `categories`, sticky first, then newest first, paged and embedded as Post_List (its other filters apply too; `order`, `orderby` and `offset` do not).
         */
        get: operations["Post_BestCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wp-json/wp/v2/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists attachments */
        get: operations["Media_List"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wp-json/wp/v2/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads an attachment */
        get: operations["Media_Get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wp-json/wp/v2/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists categories, by name */
        get: operations["Category_List"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wp-json/wp/v2/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one category */
        get: operations["Category_Get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wp-json/wp/v2/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists tags, by name */
        get: operations["Tag_List"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wp-json/wp/v2/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one tag */
        get: operations["Tag_Get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wp-json/wp/v2/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the authors, by name */
        get: operations["User_List"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wp-json/wp/v2/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one author */
        get: operations["User_Get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wp-json/wp/v2/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists comments */
        get: operations["Comment_List"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wp-json/wp/v2/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists WordPress pages */
        get: operations["Page_List"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wp-content/uploads/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Serves a featured image
         * @description The `source_url` of an attachment and a post's `jetpack_featured_media_url`.
         */
        get: operations["File_GetUpload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wp-content/avatars/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Serves an author's avatar
         * @description The `avatar_urls` of a user; WordPress links Gravatar there, the sandbox draws its own.
         */
        get: operations["File_GetAvatar"];
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
        /** @description Ids as `a,b`, `x[]=a&x[]=b`, `x[0]=a&x[1]=b` or repeated; each must be digits, else a 400. */
        IdList: number[];
        /** @enum {string} */
        Order: "asc" | "desc";
        /**
         * @description How posts are sorted; `parent` sorts as `id`.
         * @enum {string}
         */
        PostOrderby: "author" | "date" | "id" | "include" | "modified" | "parent" | "relevance" | "slug" | "include_slugs" | "title";
        /**
         * @description How terms are sorted; `term_group` sorts as `id`.
         * @enum {string}
         */
        TermOrderby: "id" | "include" | "name" | "slug" | "include_slugs" | "term_group" | "description" | "count";
        /** @enum {string} */
        UserOrderby: "id" | "include" | "name" | "registered_date" | "slug" | "include_slugs" | "email" | "url";
        /** @enum {string} */
        Taxonomy: "category" | "post_tag";
        /** @description Site time (Tehran) to the second, without an offset. */
        LocalDateTime: string;
        /** @description UTC to the second, without an offset (site time minus 3:30). */
        GmtDateTime: string;
        Rendered: {
            rendered: string;
        };
        RenderedContent: {
            /** @description HTML written for the shop; sanitise it before rendering (one post carries hostile markup). */
            rendered: string;
            /** @description Whether a password protects it; never here. */
            protected: boolean;
        };
        Link: {
            /** Format: uri */
            href: string;
        };
        /** @description A link whose target `_embed` adds. */
        EmbeddableLink: {
            /** @constant */
            embeddable: true;
            /** Format: uri */
            href: string;
        };
        TermLink: {
            taxonomy: components["schemas"]["Taxonomy"];
            /** @constant */
            embeddable: true;
            /** Format: uri */
            href: string;
        };
        Curie: {
            /** @constant */
            name: "wp";
            /** @constant */
            href: "https://api.w.org/{rel}";
            /** @constant */
            templated: true;
        };
        PostLinks: {
            self: components["schemas"]["Link"][];
            collection: components["schemas"]["Link"][];
            about: components["schemas"]["Link"][];
            author: components["schemas"]["EmbeddableLink"][];
            replies: components["schemas"]["EmbeddableLink"][];
            "wp:featuredmedia": components["schemas"]["EmbeddableLink"][];
            "wp:attachment": components["schemas"]["Link"][];
            /** @description The categories, then the tags. */
            "wp:term": components["schemas"]["TermLink"][];
            curies: components["schemas"]["Curie"][];
        };
        TermLinks: {
            self: components["schemas"]["Link"][];
            collection: components["schemas"]["Link"][];
            about: components["schemas"]["Link"][];
            "wp:post_type": components["schemas"]["Link"][];
            curies: components["schemas"]["Curie"][];
        };
        UserLinks: {
            self: components["schemas"]["Link"][];
            collection: components["schemas"]["Link"][];
        };
        AttachmentLinks: {
            self: components["schemas"]["Link"][];
            collection: components["schemas"]["Link"][];
            about: components["schemas"]["Link"][];
            author: components["schemas"]["EmbeddableLink"][];
        };
        /** @enum {string} */
        CommentStatus: "open" | "closed";
        /** @enum {string} */
        PostFormat: "standard" | "aside" | "chat" | "gallery" | "link" | "image" | "quote" | "status" | "video" | "audio";
        /** @description A post's fields, none sure; with `_fields`, a post has only the fields named. */
        PostFields: {
            id?: number;
            date?: components["schemas"]["LocalDateTime"];
            date_gmt?: components["schemas"]["GmtDateTime"];
            guid?: components["schemas"]["Rendered"];
            modified?: components["schemas"]["LocalDateTime"];
            modified_gmt?: components["schemas"]["GmtDateTime"];
            slug?: string;
            /** @constant */
            status?: "publish";
            /** @constant */
            type?: "post";
            /**
             * Format: uri
             * @description The post's page on the blog.
             */
            link?: string;
            title?: components["schemas"]["Rendered"];
            content?: components["schemas"]["RenderedContent"];
            excerpt?: components["schemas"]["RenderedContent"];
            /** @description The author's user id. */
            author?: number;
            /** @description The attachment id of the featured image. */
            featured_media?: number;
            comment_status?: components["schemas"]["CommentStatus"];
            ping_status?: components["schemas"]["CommentStatus"];
            sticky?: boolean;
            template?: string;
            format?: components["schemas"]["PostFormat"];
            meta?: {
                footnotes: string;
            };
            /** @description Category ids. */
            categories?: number[];
            /** @description Tag ids. */
            tags?: number[];
            /**
             * Format: uri
             * @description Jetpack's absolute URL of the featured image.
             */
            jetpack_featured_media_url?: string;
            /** @description This site's field, the names of `categories` in their order. */
            categories_names?: string[];
            /** @description This site's field, the names of `tags` in their order. */
            tags_names?: string[];
            /** @description Advanced Custom Fields. */
            acf?: {
                /** @description The reading time in minutes, as digits. */
                time_read: string;
            };
            _links?: components["schemas"]["PostLinks"];
            _embedded?: components["schemas"]["PostEmbedded"];
        };
        /** @description A published post in the view context; `_embedded` with `_embed`. */
        Post: WithRequired<components["schemas"]["PostFields"], "id" | "date" | "date_gmt" | "guid" | "modified" | "modified_gmt" | "slug" | "status" | "type" | "link" | "title" | "content" | "excerpt" | "author" | "featured_media" | "comment_status" | "ping_status" | "sticky" | "template" | "format" | "meta" | "categories" | "tags" | "jetpack_featured_media_url" | "categories_names" | "tags_names" | "acf" | "_links">;
        /** @description One entry per embeddable link (or per relation `_embed` names), each an array. */
        PostEmbedded: {
            author?: components["schemas"]["EmbeddedUser"][];
            "wp:featuredmedia"?: components["schemas"]["EmbeddedAttachment"][];
            /** @description The categories, then the tags, as the `wp:term` links. */
            "wp:term"?: components["schemas"]["EmbeddedTerm"][][];
        };
        /** @description A term's fields, none sure; with `_fields`, a term has only the fields named. */
        TermFields: {
            id?: number;
            /** @description How many published posts carry the term. */
            count?: number;
            description?: string;
            /**
             * Format: uri
             * @description The term's archive page on the blog.
             */
            link?: string;
            name?: string;
            slug?: string;
            taxonomy?: components["schemas"]["Taxonomy"];
            /** @description Categories only; 0 (every category is top level). */
            parent?: number;
            /** @description Term meta; none here. */
            meta?: unknown[];
            _links?: components["schemas"]["TermLinks"];
        };
        Category: WithRequired<components["schemas"]["TermFields"], "id" | "count" | "description" | "link" | "name" | "slug" | "taxonomy" | "parent" | "meta" | "_links"> & {
            /** @constant */
            taxonomy: "category";
        };
        /** @description A term of `post_tag`, without `parent`. */
        Tag: WithRequired<components["schemas"]["TermFields"], "id" | "count" | "description" | "link" | "name" | "slug" | "taxonomy" | "meta" | "_links"> & {
            /** @constant */
            taxonomy: "post_tag";
        };
        /** @description A term in the embed context. */
        EmbeddedTerm: {
            id: number;
            /** Format: uri */
            link: string;
            name: string;
            slug: string;
            taxonomy: components["schemas"]["Taxonomy"];
            _links: components["schemas"]["TermLinks"];
        };
        /** @description An author's fields, none sure; with `_fields`, an author has only the fields named. */
        UserFields: {
            id?: number;
            name?: string;
            /** @description The author's website; empty here. */
            url?: string;
            description?: string;
            /**
             * Format: uri
             * @description The author's archive page on the blog.
             */
            link?: string;
            slug?: string;
            /** @description Absolute avatar URLs by size in pixels. */
            avatar_urls?: {
                /** Format: uri */
                24: string;
                /** Format: uri */
                48: string;
                /** Format: uri */
                96: string;
            };
            /** @description User meta; none here. */
            meta?: unknown[];
            _links?: components["schemas"]["UserLinks"];
        };
        /** @description An author in the view context (no `username`, `email` or `roles`, which belong to `edit`). */
        User: WithRequired<components["schemas"]["UserFields"], "id" | "name" | "url" | "description" | "link" | "slug" | "avatar_urls" | "meta" | "_links">;
        /** @description An author in the embed context, without `meta`. */
        EmbeddedUser: WithRequired<components["schemas"]["UserFields"], "id" | "name" | "url" | "description" | "link" | "slug" | "avatar_urls" | "_links"> & unknown;
        MediaDetails: {
            width: number;
            height: number;
            /** @description The path under wp-content/uploads WordPress would keep (`YYYY/MM/<slug>.jpg`). */
            file: string;
            /** @description Bytes. */
            filesize: number;
            /** @description One size, `full`. */
            sizes: {
                full: {
                    file: string;
                    width: number;
                    height: number;
                    mime_type: string;
                    /** Format: uri */
                    source_url: string;
                };
            };
            image_meta: {
                [key: string]: unknown;
            };
        };
        /** @enum {string} */
        MediaType: "image" | "file";
        /** @description A featured image in the embed context. */
        EmbeddedAttachment: {
            id: number;
            date: components["schemas"]["LocalDateTime"];
            slug: string;
            /** @constant */
            type: "attachment";
            /** Format: uri */
            link: string;
            title: components["schemas"]["Rendered"];
            author: number;
            caption: components["schemas"]["Rendered"];
            alt_text: string;
            media_type: components["schemas"]["MediaType"];
            mime_type: string;
            media_details: components["schemas"]["MediaDetails"];
            /**
             * Format: uri
             * @description The image's absolute URL (File_GetUpload).
             */
            source_url: string;
            _links: components["schemas"]["AttachmentLinks"];
        };
        /** @description A featured image in the view context. */
        Attachment: components["schemas"]["EmbeddedAttachment"] & {
            date_gmt: components["schemas"]["GmtDateTime"];
            guid: components["schemas"]["Rendered"];
            modified: components["schemas"]["LocalDateTime"];
            modified_gmt: components["schemas"]["GmtDateTime"];
            /** @constant */
            status: "inherit";
            comment_status: components["schemas"]["CommentStatus"];
            ping_status: components["schemas"]["CommentStatus"];
            template: string;
            meta: unknown[];
            description: components["schemas"]["Rendered"];
            /** @description The id of the post it belongs to. */
            post: number;
        };
        /** @enum {string} */
        ErrorCode: "rest_invalid_param" | "rest_post_invalid_page_number" | "rest_term_invalid_page_number" | "rest_user_invalid_page_number" | "rest_no_search_term_defined" | "rest_missing_callback_param" | "rest_post_invalid_id" | "rest_term_invalid" | "rest_user_invalid_id" | "rest_no_route" | "rest_request_too_large" | "internal_server_error";
        /**
         * @description Why a parameter is not valid.
         * @enum {string}
         */
        ParamErrorCode: "rest_invalid_type" | "rest_out_of_bounds" | "rest_not_in_enum" | "rest_forbidden_status";
        ParamError: {
            code: components["schemas"]["ParamErrorCode"];
            message: string;
            data: null | {
                param: string;
            };
        };
        ErrorData: {
            /** @description The HTTP status again. */
            status: number;
            /** @description `rest_invalid_param`: a sentence per parameter; `rest_missing_callback_param`: the names of the missing ones. */
            params?: {
                [key: string]: string;
            } | string[];
            /** @description `rest_invalid_param`: why, per parameter. */
            details?: {
                [key: string]: components["schemas"]["ParamError"];
            };
        };
        StatusOnly: {
            status: number;
        };
        Error: {
            code: components["schemas"]["ErrorCode"];
            /** @description WordPress's English sentence. */
            message: string;
            data: components["schemas"]["ErrorData"];
        };
        /** @description No published post (or attachment) has this id. */
        PostNotFound: components["schemas"]["Error"] & {
            /** @constant */
            code?: "rest_post_invalid_id";
            /** @constant */
            message?: "Invalid post ID.";
            data?: components["schemas"]["StatusOnly"];
        };
    };
    responses: {
        /** @description A parameter that is not valid, or a page past the last. */
        InvalidTermQuery: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {unknown} */
                    code?: "rest_invalid_param" | "rest_term_invalid_page_number";
                };
            };
        };
        /** @description No term of this taxonomy has this id. */
        TermNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @constant */
                    code?: "rest_term_invalid";
                    /** @constant */
                    message?: "Term does not exist.";
                    data?: components["schemas"]["StatusOnly"];
                };
            };
        };
        /** @description The sandbox has no such route. */
        NoRoute: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @constant */
                    code?: "rest_no_route";
                    /** @constant */
                    message?: "No route was found matching the URL and request method.";
                    data?: components["schemas"]["StatusOnly"];
                };
            };
        };
        /** @description The body is over 64 KiB, with or without Content-Length. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @constant */
                    code?: "rest_request_too_large";
                    /** @constant */
                    message?: "The request body is too large.";
                    data?: components["schemas"]["StatusOnly"];
                };
            };
        };
        /** @description The picture, cached for a day. */
        Jpeg: {
            headers: {
                "Cache-Control"?: "public, max-age=86400";
                [name: string]: unknown;
            };
            content: {
                "image/jpeg": string;
            };
        };
        /** @description The picture, cached for a day. */
        Png: {
            headers: {
                "Cache-Control"?: "public, max-age=86400";
                [name: string]: unknown;
            };
            content: {
                "image/png": string;
            };
        };
        /** @description No file has this name. */
        NoFile: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/plain": "Not Found";
            };
        };
    };
    parameters: {
        Id: number;
        /** @description A page past the last (when something matches) is a 400. */
        Page: number;
        PerPage: number;
        /** @description Posts whose title, excerpt and content hold every word, ignoring case, HTML tags and Arabic ي/ى/ك against Persian ی/ک. */
        Search: string;
        /** @description Name or slug contains the text. */
        TermSearch: string;
        /** @description Posts dated after this site-local date-time. */
        After: string;
        /** @description Posts dated before this site-local date-time. */
        Before: string;
        /** @description Posts by these user ids. */
        Author: components["schemas"]["IdList"];
        /** @description Posts not by these user ids. */
        AuthorExclude: components["schemas"]["IdList"];
        /** @description Only these ids. */
        Include: components["schemas"]["IdList"];
        /** @description Not these ids. */
        Exclude: components["schemas"]["IdList"];
        /** @description Posts skipped before paging. */
        Offset: number;
        PostOrder: components["schemas"]["Order"];
        AscendingOrder: components["schemas"]["Order"];
        /** @description `include` keeps the order of `include`, `include_slugs` that of `slug`; `relevance` needs `search`. */
        PostOrderby: components["schemas"]["PostOrderby"];
        TermOrderby: components["schemas"]["TermOrderby"];
        /** @description Only these slugs; the answer is still an array, empty (not a 404) when nothing has them. */
        Slug: string[];
        /** @description Only `publish` is open to an anonymous caller; another value is a 400. */
        PostStatus: "publish";
        /** @description Posts in any of these category ids. */
        Categories: components["schemas"]["IdList"];
        /** @description Posts in none of these category ids. */
        CategoriesExclude: components["schemas"]["IdList"];
        /** @description Posts with any of these tag ids. */
        Tags: components["schemas"]["IdList"];
        /** @description Posts with none of these tag ids. */
        TagsExclude: components["schemas"]["IdList"];
        /** @description Only sticky posts (`true`) or only the others (`false`); `1` and `0` too. */
        Sticky: boolean;
        /** @description Leaves out terms without posts. */
        HideEmpty: boolean;
        /** @description Terms of these post ids. */
        TermPost: components["schemas"]["IdList"];
        /** @description Adds `_embedded`: with no value, `1` or `true` every embeddable link, else only the relations named (`author,wp:term`). */
        Embed: string;
        /** @description Keeps only these top-level fields (`title.rendered` keeps `title`). */
        Fields: string[];
        /** @description WordPress's `embed` context has fewer fields, `edit` more (for a signed-in editor). */
        Context: "view" | "embed" | "edit";
        /** @description WordPress then answers 200 with `{ body, status, headers }`. */
        Envelope: string;
    };
    requestBodies: never;
    headers: {
        /** @description How many items match (after `offset`, for posts). */
        Total: number;
        /** @description How many pages of `per_page` that makes; 0 when nothing matches. */
        TotalPages: number;
        /** @description `<…?page=1>; rel="prev"` and `<…?page=3>; rel="next"` (absolute URLs) when there are such pages, comma separated; absent otherwise. */
        Link: string;
    };
    pathItems: never;
};
export type SchemaIdList = components['schemas']['IdList'];
export type SchemaOrder = components['schemas']['Order'];
export type SchemaPostOrderby = components['schemas']['PostOrderby'];
export type SchemaTermOrderby = components['schemas']['TermOrderby'];
export type SchemaUserOrderby = components['schemas']['UserOrderby'];
export type SchemaTaxonomy = components['schemas']['Taxonomy'];
export type SchemaLocalDateTime = components['schemas']['LocalDateTime'];
export type SchemaGmtDateTime = components['schemas']['GmtDateTime'];
export type SchemaRendered = components['schemas']['Rendered'];
export type SchemaRenderedContent = components['schemas']['RenderedContent'];
export type SchemaLink = components['schemas']['Link'];
export type SchemaEmbeddableLink = components['schemas']['EmbeddableLink'];
export type SchemaTermLink = components['schemas']['TermLink'];
export type SchemaCurie = components['schemas']['Curie'];
export type SchemaPostLinks = components['schemas']['PostLinks'];
export type SchemaTermLinks = components['schemas']['TermLinks'];
export type SchemaUserLinks = components['schemas']['UserLinks'];
export type SchemaAttachmentLinks = components['schemas']['AttachmentLinks'];
export type SchemaCommentStatus = components['schemas']['CommentStatus'];
export type SchemaPostFormat = components['schemas']['PostFormat'];
export type SchemaPostFields = components['schemas']['PostFields'];
export type SchemaPost = components['schemas']['Post'];
export type SchemaPostEmbedded = components['schemas']['PostEmbedded'];
export type SchemaTermFields = components['schemas']['TermFields'];
export type SchemaCategory = components['schemas']['Category'];
export type SchemaTag = components['schemas']['Tag'];
export type SchemaEmbeddedTerm = components['schemas']['EmbeddedTerm'];
export type SchemaUserFields = components['schemas']['UserFields'];
export type SchemaUser = components['schemas']['User'];
export type SchemaEmbeddedUser = components['schemas']['EmbeddedUser'];
export type SchemaMediaDetails = components['schemas']['MediaDetails'];
export type SchemaMediaType = components['schemas']['MediaType'];
export type SchemaEmbeddedAttachment = components['schemas']['EmbeddedAttachment'];
export type SchemaAttachment = components['schemas']['Attachment'];
export type SchemaErrorCode = components['schemas']['ErrorCode'];
export type SchemaParamErrorCode = components['schemas']['ParamErrorCode'];
export type SchemaParamError = components['schemas']['ParamError'];
export type SchemaErrorData = components['schemas']['ErrorData'];
export type SchemaStatusOnly = components['schemas']['StatusOnly'];
export type SchemaError = components['schemas']['Error'];
export type SchemaPostNotFound = components['schemas']['PostNotFound'];
export type ResponseInvalidTermQuery = components['responses']['InvalidTermQuery'];
export type ResponseTermNotFound = components['responses']['TermNotFound'];
export type ResponseNoRoute = components['responses']['NoRoute'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseJpeg = components['responses']['Jpeg'];
export type ResponsePng = components['responses']['Png'];
export type ResponseNoFile = components['responses']['NoFile'];
export type ParameterId = components['parameters']['Id'];
export type ParameterPage = components['parameters']['Page'];
export type ParameterPerPage = components['parameters']['PerPage'];
export type ParameterSearch = components['parameters']['Search'];
export type ParameterTermSearch = components['parameters']['TermSearch'];
export type ParameterAfter = components['parameters']['After'];
export type ParameterBefore = components['parameters']['Before'];
export type ParameterAuthor = components['parameters']['Author'];
export type ParameterAuthorExclude = components['parameters']['AuthorExclude'];
export type ParameterInclude = components['parameters']['Include'];
export type ParameterExclude = components['parameters']['Exclude'];
export type ParameterOffset = components['parameters']['Offset'];
export type ParameterPostOrder = components['parameters']['PostOrder'];
export type ParameterAscendingOrder = components['parameters']['AscendingOrder'];
export type ParameterPostOrderby = components['parameters']['PostOrderby'];
export type ParameterTermOrderby = components['parameters']['TermOrderby'];
export type ParameterSlug = components['parameters']['Slug'];
export type ParameterPostStatus = components['parameters']['PostStatus'];
export type ParameterCategories = components['parameters']['Categories'];
export type ParameterCategoriesExclude = components['parameters']['CategoriesExclude'];
export type ParameterTags = components['parameters']['Tags'];
export type ParameterTagsExclude = components['parameters']['TagsExclude'];
export type ParameterSticky = components['parameters']['Sticky'];
export type ParameterHideEmpty = components['parameters']['HideEmpty'];
export type ParameterTermPost = components['parameters']['TermPost'];
export type ParameterEmbed = components['parameters']['Embed'];
export type ParameterFields = components['parameters']['Fields'];
export type ParameterContext = components['parameters']['Context'];
export type ParameterEnvelope = components['parameters']['Envelope'];
export type HeaderTotal = components['headers']['Total'];
export type HeaderTotalPages = components['headers']['TotalPages'];
export type HeaderLink = components['headers']['Link'];
export type $defs = Record<string, never>;
export interface operations {
    Post_List: {
        parameters: {
            query?: {
                /** @description A page past the last (when something matches) is a 400. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Posts whose title, excerpt and content hold every word, ignoring case, HTML tags and Arabic ي/ى/ك against Persian ی/ک. */
                search?: components["parameters"]["Search"];
                /** @description Posts dated after this site-local date-time. */
                after?: components["parameters"]["After"];
                /** @description Posts dated before this site-local date-time. */
                before?: components["parameters"]["Before"];
                /** @description Posts by these user ids. */
                author?: components["parameters"]["Author"];
                /** @description Posts not by these user ids. */
                author_exclude?: components["parameters"]["AuthorExclude"];
                /** @description Only these ids. */
                include?: components["parameters"]["Include"];
                /** @description Not these ids. */
                exclude?: components["parameters"]["Exclude"];
                /** @description Posts skipped before paging. */
                offset?: components["parameters"]["Offset"];
                order?: components["parameters"]["PostOrder"];
                /** @description `include` keeps the order of `include`, `include_slugs` that of `slug`; `relevance` needs `search`. */
                orderby?: components["parameters"]["PostOrderby"];
                /** @description Only these slugs; the answer is still an array, empty (not a 404) when nothing has them. */
                slug?: components["parameters"]["Slug"];
                /** @description Only `publish` is open to an anonymous caller; another value is a 400. */
                status?: components["parameters"]["PostStatus"];
                /** @description Posts in any of these category ids. */
                categories?: components["parameters"]["Categories"];
                /** @description Posts in none of these category ids. */
                categories_exclude?: components["parameters"]["CategoriesExclude"];
                /** @description Posts with any of these tag ids. */
                tags?: components["parameters"]["Tags"];
                /** @description Posts with none of these tag ids. */
                tags_exclude?: components["parameters"]["TagsExclude"];
                /** @description Only sticky posts (`true`) or only the others (`false`); `1` and `0` too. */
                sticky?: components["parameters"]["Sticky"];
                /** @description Adds `_embedded`: with no value, `1` or `true` every embeddable link, else only the relations named (`author,wp:term`). */
                _embed?: components["parameters"]["Embed"];
                /** @description Keeps only these top-level fields (`title.rendered` keeps `title`). */
                _fields?: components["parameters"]["Fields"];
                /** @description WordPress's `embed` context has fewer fields, `edit` more (for a signed-in editor). */
                context?: components["parameters"]["Context"];
                /** @description WordPress then answers 200 with `{ body, status, headers }`. */
                _envelope?: components["parameters"]["Envelope"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page of posts asked for. */
            200: {
                headers: {
                    "X-WP-Total": components["headers"]["Total"];
                    "X-WP-TotalPages": components["headers"]["TotalPages"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Post"] | components["schemas"]["PostFields"])[];
                };
            };
            /** @description A parameter of the wrong type, out of bounds or not one of its values, a page past the last, or `orderby=relevance` without `search`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param" | "rest_post_invalid_page_number" | "rest_no_search_term_defined";
                    };
                };
            };
        };
    };
    Post_Create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description WordPress, for a signed-in author; never from the sandbox. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NoRoute"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    Post_Get: {
        parameters: {
            query?: {
                /** @description Adds `_embedded`: with no value, `1` or `true` every embeddable link, else only the relations named (`author,wp:term`). */
                _embed?: components["parameters"]["Embed"];
                /** @description Keeps only these top-level fields (`title.rendered` keeps `title`). */
                _fields?: components["parameters"]["Fields"];
                /** @description WordPress's `embed` context has fewer fields, `edit` more (for a signed-in editor). */
                context?: components["parameters"]["Context"];
                /** @description WordPress then answers 200 with `{ body, status, headers }`. */
                _envelope?: components["parameters"]["Envelope"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"] | components["schemas"]["PostFields"];
                };
            };
            /** @description No published post has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostNotFound"];
                };
            };
        };
    };
    Post_BestCategory: {
        parameters: {
            query: {
                /** @description Category ids; a comma list, `categories[]=` or `categories[0]=`. */
                categories: components["schemas"]["IdList"];
                /** @description A page past the last (when something matches) is a 400. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Posts whose title, excerpt and content hold every word, ignoring case, HTML tags and Arabic ي/ى/ك against Persian ی/ک. */
                search?: components["parameters"]["Search"];
                /** @description Posts dated after this site-local date-time. */
                after?: components["parameters"]["After"];
                /** @description Posts dated before this site-local date-time. */
                before?: components["parameters"]["Before"];
                /** @description Posts by these user ids. */
                author?: components["parameters"]["Author"];
                /** @description Posts not by these user ids. */
                author_exclude?: components["parameters"]["AuthorExclude"];
                /** @description Only these ids. */
                include?: components["parameters"]["Include"];
                /** @description Not these ids. */
                exclude?: components["parameters"]["Exclude"];
                /** @description Only these slugs; the answer is still an array, empty (not a 404) when nothing has them. */
                slug?: components["parameters"]["Slug"];
                /** @description Only `publish` is open to an anonymous caller; another value is a 400. */
                status?: components["parameters"]["PostStatus"];
                /** @description Posts in none of these category ids. */
                categories_exclude?: components["parameters"]["CategoriesExclude"];
                /** @description Posts with any of these tag ids. */
                tags?: components["parameters"]["Tags"];
                /** @description Posts with none of these tag ids. */
                tags_exclude?: components["parameters"]["TagsExclude"];
                /** @description Only sticky posts (`true`) or only the others (`false`); `1` and `0` too. */
                sticky?: components["parameters"]["Sticky"];
                /** @description Adds `_embedded`: with no value, `1` or `true` every embeddable link, else only the relations named (`author,wp:term`). */
                _embed?: components["parameters"]["Embed"];
                /** @description Keeps only these top-level fields (`title.rendered` keeps `title`). */
                _fields?: components["parameters"]["Fields"];
                /** @description WordPress's `embed` context has fewer fields, `edit` more (for a signed-in editor). */
                context?: components["parameters"]["Context"];
                /** @description WordPress then answers 200 with `{ body, status, headers }`. */
                _envelope?: components["parameters"]["Envelope"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page of posts asked for. */
            200: {
                headers: {
                    "X-WP-Total": components["headers"]["Total"];
                    "X-WP-TotalPages": components["headers"]["TotalPages"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Post"] | components["schemas"]["PostFields"])[];
                };
            };
            /** @description No `categories` (`rest_missing_callback_param`, `data.params` naming it), a parameter that is not valid, or a page past the last. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_missing_callback_param" | "rest_invalid_param" | "rest_post_invalid_page_number";
                    };
                };
            };
        };
    };
    Media_List: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description WordPress's page of attachments, paged as Post_List; never from the sandbox. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Attachment"][];
                };
            };
            404: components["responses"]["NoRoute"];
        };
    };
    Media_Get: {
        parameters: {
            query?: {
                /** @description WordPress's `embed` context has fewer fields, `edit` more (for a signed-in editor). */
                context?: components["parameters"]["Context"];
                /** @description WordPress then answers 200 with `{ body, status, headers }`. */
                _envelope?: components["parameters"]["Envelope"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attachment of a post's featured image (ids 201 to 215). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Attachment"];
                };
            };
            /** @description No attachment has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostNotFound"];
                };
            };
        };
    };
    Category_List: {
        parameters: {
            query?: {
                /** @description A page past the last (when something matches) is a 400. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Name or slug contains the text. */
                search?: components["parameters"]["TermSearch"];
                /** @description Only these ids. */
                include?: components["parameters"]["Include"];
                /** @description Not these ids. */
                exclude?: components["parameters"]["Exclude"];
                order?: components["parameters"]["AscendingOrder"];
                orderby?: components["parameters"]["TermOrderby"];
                /** @description Leaves out terms without posts. */
                hide_empty?: components["parameters"]["HideEmpty"];
                /** @description `0` keeps every category (all are top level); another id none. */
                parent?: number;
                /** @description Terms of these post ids. */
                post?: components["parameters"]["TermPost"];
                /** @description Only these slugs; the answer is still an array, empty (not a 404) when nothing has them. */
                slug?: components["parameters"]["Slug"];
                /** @description Keeps only these top-level fields (`title.rendered` keeps `title`). */
                _fields?: components["parameters"]["Fields"];
                /** @description WordPress's `embed` context has fewer fields, `edit` more (for a signed-in editor). */
                context?: components["parameters"]["Context"];
                /** @description WordPress then answers 200 with `{ body, status, headers }`. */
                _envelope?: components["parameters"]["Envelope"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page of categories asked for. */
            200: {
                headers: {
                    "X-WP-Total": components["headers"]["Total"];
                    "X-WP-TotalPages": components["headers"]["TotalPages"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Category"] | components["schemas"]["TermFields"])[];
                };
            };
            400: components["responses"]["InvalidTermQuery"];
        };
    };
    Category_Get: {
        parameters: {
            query?: {
                /** @description WordPress's `embed` context has fewer fields, `edit` more (for a signed-in editor). */
                context?: components["parameters"]["Context"];
                /** @description WordPress then answers 200 with `{ body, status, headers }`. */
                _envelope?: components["parameters"]["Envelope"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
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
                    "application/json": components["schemas"]["Category"];
                };
            };
            404: components["responses"]["TermNotFound"];
        };
    };
    Tag_List: {
        parameters: {
            query?: {
                /** @description A page past the last (when something matches) is a 400. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Name or slug contains the text. */
                search?: components["parameters"]["TermSearch"];
                /** @description Only these ids. */
                include?: components["parameters"]["Include"];
                /** @description Not these ids. */
                exclude?: components["parameters"]["Exclude"];
                order?: components["parameters"]["AscendingOrder"];
                orderby?: components["parameters"]["TermOrderby"];
                /** @description Leaves out terms without posts. */
                hide_empty?: components["parameters"]["HideEmpty"];
                /** @description Terms of these post ids. */
                post?: components["parameters"]["TermPost"];
                /** @description Only these slugs; the answer is still an array, empty (not a 404) when nothing has them. */
                slug?: components["parameters"]["Slug"];
                /** @description Keeps only these top-level fields (`title.rendered` keeps `title`). */
                _fields?: components["parameters"]["Fields"];
                /** @description WordPress's `embed` context has fewer fields, `edit` more (for a signed-in editor). */
                context?: components["parameters"]["Context"];
                /** @description WordPress then answers 200 with `{ body, status, headers }`. */
                _envelope?: components["parameters"]["Envelope"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page of tags asked for. */
            200: {
                headers: {
                    "X-WP-Total": components["headers"]["Total"];
                    "X-WP-TotalPages": components["headers"]["TotalPages"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Tag"] | components["schemas"]["TermFields"])[];
                };
            };
            400: components["responses"]["InvalidTermQuery"];
        };
    };
    Tag_Get: {
        parameters: {
            query?: {
                /** @description WordPress's `embed` context has fewer fields, `edit` more (for a signed-in editor). */
                context?: components["parameters"]["Context"];
                /** @description WordPress then answers 200 with `{ body, status, headers }`. */
                _envelope?: components["parameters"]["Envelope"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            404: components["responses"]["TermNotFound"];
        };
    };
    User_List: {
        parameters: {
            query?: {
                /** @description A page past the last (when something matches) is a 400. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Name or slug contains the text. */
                search?: components["parameters"]["TermSearch"];
                /** @description Only these ids. */
                include?: components["parameters"]["Include"];
                /** @description Not these ids. */
                exclude?: components["parameters"]["Exclude"];
                order?: components["parameters"]["AscendingOrder"];
                /** @description `name` and `slug` sort by those; any other value sorts by id. */
                orderby?: components["schemas"]["UserOrderby"];
                /** @description Only these slugs; the answer is still an array, empty (not a 404) when nothing has them. */
                slug?: components["parameters"]["Slug"];
                /** @description Keeps only these top-level fields (`title.rendered` keeps `title`). */
                _fields?: components["parameters"]["Fields"];
                /** @description WordPress's `embed` context has fewer fields, `edit` more (for a signed-in editor). */
                context?: components["parameters"]["Context"];
                /** @description WordPress then answers 200 with `{ body, status, headers }`. */
                _envelope?: components["parameters"]["Envelope"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page of authors asked for. */
            200: {
                headers: {
                    "X-WP-Total": components["headers"]["Total"];
                    "X-WP-TotalPages": components["headers"]["TotalPages"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["User"] | components["schemas"]["UserFields"])[];
                };
            };
            /** @description A parameter that is not valid, or a page past the last. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param" | "rest_user_invalid_page_number";
                    };
                };
            };
        };
    };
    User_Get: {
        parameters: {
            query?: {
                /** @description WordPress's `embed` context has fewer fields, `edit` more (for a signed-in editor). */
                context?: components["parameters"]["Context"];
                /** @description WordPress then answers 200 with `{ body, status, headers }`. */
                _envelope?: components["parameters"]["Envelope"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The author. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description No author has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @constant */
                        code?: "rest_user_invalid_id";
                        /** @constant */
                        message?: "Invalid user ID.";
                        data?: components["schemas"]["StatusOnly"];
                    };
                };
            };
        };
    };
    Comment_List: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description WordPress's page of comments; never from the sandbox. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    }[];
                };
            };
            404: components["responses"]["NoRoute"];
        };
    };
    Page_List: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description WordPress's page of pages; never from the sandbox. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    }[];
                };
            };
            404: components["responses"]["NoRoute"];
        };
    };
    File_GetUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The attachment's slug, `<slug>.jpg`. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Jpeg"];
            404: components["responses"]["NoFile"];
        };
    };
    File_GetAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `<user slug>-<24, 48 or 96>.png`. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Png"];
            404: components["responses"]["NoFile"];
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
export const pathsWpJsonWpV2PostsGetResponses400ContentApplicationJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/wp-json/wp/v2/posts"]["get"]["responses"]["400"]["content"]["application/json"]["code"]> = ["rest_invalid_param", "rest_post_invalid_page_number", "rest_no_search_term_defined"];
export const pathsWpJsonWpV2Best_categoryGetResponses400ContentApplicationJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/wp-json/wp/v2/best_category"]["get"]["responses"]["400"]["content"]["application/json"]["code"]> = ["rest_missing_callback_param", "rest_invalid_param", "rest_post_invalid_page_number"];
export const pathsWpJsonWpV2UsersGetResponses400ContentApplicationJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/wp-json/wp/v2/users"]["get"]["responses"]["400"]["content"]["application/json"]["code"]> = ["rest_invalid_param", "rest_user_invalid_page_number"];
export const orderValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Order"]> = ["asc", "desc"];
export const postOrderbyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PostOrderby"]> = ["author", "date", "id", "include", "modified", "parent", "relevance", "slug", "include_slugs", "title"];
export const termOrderbyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TermOrderby"]> = ["id", "include", "name", "slug", "include_slugs", "term_group", "description", "count"];
export const userOrderbyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UserOrderby"]> = ["id", "include", "name", "registered_date", "slug", "include_slugs", "email", "url"];
export const taxonomyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Taxonomy"]> = ["category", "post_tag"];
export const commentStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CommentStatus"]> = ["open", "closed"];
export const postFormatValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PostFormat"]> = ["standard", "aside", "chat", "gallery", "link", "image", "quote", "status", "video", "audio"];
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
export const mediaTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MediaType"]> = ["image", "file"];
export const errorCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ErrorCode"]> = ["rest_invalid_param", "rest_post_invalid_page_number", "rest_term_invalid_page_number", "rest_user_invalid_page_number", "rest_no_search_term_defined", "rest_missing_callback_param", "rest_post_invalid_id", "rest_term_invalid", "rest_user_invalid_id", "rest_no_route", "rest_request_too_large", "internal_server_error"];
export const paramErrorCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ParamErrorCode"]> = ["rest_invalid_type", "rest_out_of_bounds", "rest_not_in_enum", "rest_forbidden_status"];
export const componentsResponsesInvalidTermQueryContentApplicationJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["responses"]["InvalidTermQuery"]["content"]["application/json"]["code"]> = ["rest_invalid_param", "rest_term_invalid_page_number"];
export const componentsParametersContextValues: ReadonlyArray<FlattenedDeepRequired<components>["parameters"]["Context"]> = ["view", "embed", "edit"];
