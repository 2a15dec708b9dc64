// Generated from contracts/sandbox.openapi.yaml by `npm run contracts:types` (openapi-typescript). Do not edit: change the document.

export type paths = {
    "/__sandbox/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Answers while the sandbox runs */
        get: operations["Sandbox_Health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The last one-time code sent to a number, whatever its purpose */
        get: operations["Sandbox_GetOtp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Empties and seeds the database again, switches every service on and drift off */
        post: operations["Sandbox_Reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/outage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The services switched off */
        get: operations["Sandbox_GetOutages"];
        put?: never;
        /** Switches one service off (every call under its prefix answers a plain-text 503) or on */
        post: operations["Sandbox_SetOutage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An editor changes a blog post's title or a CMS page's first section title, then the shop's webhook is called */
        post: operations["Sandbox_Publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/restock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a variant's stock in commerce, sends its back-in-stock requests and calls the shop's webhook */
        post: operations["Sandbox_Restock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/drift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The answers renamed or withdrawn now */
        get: operations["Sandbox_GetDrift"];
        put?: never;
        /**
         * Renames fields of answers and withdraws operations until set again or reset, then calls the shop's webhook
         * @description Replaces the whole set; `[]` switches drift off. A renamed field is renamed in every 2xx JSON answer of the operation, inside `result` on an ABP host and in the body on the CMS and the blog. A withdrawn operation answers as its host answers a route it does not know. Then the shop's publishing webhook is called with the tags catalog, cms and blog, so its cached pages are read again.
         */
        post: operations["Sandbox_SetDrift"];
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
        Ok: {
            /** @constant */
            ok: true;
        };
        DevError: {
            /** @description What was wrong, in English, for the developer. */
            error: string;
        };
        /**
         * @description A service of the sandbox, served under /<name>; the same list as contracts/hosts.ts.
         * @enum {string}
         */
        ServiceName: "identity" | "payment" | "commerce" | "discount" | "cms" | "blog";
        BlogEdit: {
            /** @constant */
            service: "blog";
            /** @description A seeded post's slug. */
            slug: string;
            /** @description The post's new title, 1 to 200 characters once trimmed. */
            title: string;
        };
        CmsEdit: {
            /** @constant */
            service: "cms";
            /** @description A seeded page's name, e.g. Terms. */
            page: string;
            /** @description The new title of the page's first section, 1 to 200 characters once trimmed. */
            title: string;
        };
        /** @description The shop's publishing webhook as it was called. */
        WebhookCall: {
            /** @description The shop's status; null when REVALIDATE_SECRET is not set (not called) or the shop did not answer. */
            status: number | null;
            /** @description The shop's JSON answer, or a sentence saying why there is none. */
            body: unknown;
        };
        DriftRename: {
            /** @description An operationId of a host document, e.g. Product_GetBySlug. */
            operation: string;
            /** @description Where the member is, from the answer's `result` (ABP) or body (CMS, blog): members joined by dots, a list's items marked `[]`, e.g. `pagedResult.items[].fileAltAttribute` or `[].title`. */
            field: string;
            /** @description The member's new name. */
            to: string;
        };
        DriftWithdraw: {
            /** @description An operationId of a host document. */
            operation: string;
            /** @constant */
            withdraw: true;
        };
        /** @description Each drift switched on, with the service whose operation it is; a rename has field and to, a withdrawal withdraw. */
        ActiveDrifts: {
            service: components["schemas"]["ServiceName"];
            operation: string;
            field?: string;
            to?: string;
            /** @constant */
            withdraw?: true;
        }[];
    };
    responses: {
        /** @description The services switched off, sorted. */
        Outages: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    down: components["schemas"]["ServiceName"][];
                };
            };
        };
        /** @description The request's Origin is not one of SANDBOX_SHOP_ORIGINS. */
        ForeignOrigin: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DevError"];
            };
        };
        /** @description The request has a body whose Content-Type is not application/json. */
        NotJson: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DevError"];
            };
        };
        /** @description The body is over 16 KiB; the connection is closed. */
        TooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DevError"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type SchemaOk = components['schemas']['Ok'];
export type SchemaDevError = components['schemas']['DevError'];
export type SchemaServiceName = components['schemas']['ServiceName'];
export type SchemaBlogEdit = components['schemas']['BlogEdit'];
export type SchemaCmsEdit = components['schemas']['CmsEdit'];
export type SchemaWebhookCall = components['schemas']['WebhookCall'];
export type SchemaDriftRename = components['schemas']['DriftRename'];
export type SchemaDriftWithdraw = components['schemas']['DriftWithdraw'];
export type SchemaActiveDrifts = components['schemas']['ActiveDrifts'];
export type ResponseOutages = components['responses']['Outages'];
export type ResponseForeignOrigin = components['responses']['ForeignOrigin'];
export type ResponseNotJson = components['responses']['NotJson'];
export type ResponseTooLarge = components['responses']['TooLarge'];
export type $defs = Record<string, never>;
export interface operations {
    Sandbox_Health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Running. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            403: components["responses"]["ForeignOrigin"];
        };
    };
    Sandbox_GetOtp: {
        parameters: {
            query: {
                /** @description The number in any form identity accepts. */
                phoneNumber: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            /** @description phoneNumber is not a mobile number. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevError"];
                };
            };
            403: components["responses"]["ForeignOrigin"];
            /** @description No code was sent to the number since the last reset. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevError"];
                };
            };
        };
    };
    Sandbox_Reset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Seeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            403: components["responses"]["ForeignOrigin"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
        };
    };
    Sandbox_GetOutages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Outages"];
            403: components["responses"]["ForeignOrigin"];
        };
    };
    Sandbox_SetOutage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    service: components["schemas"]["ServiceName"];
                    /** @description true switches the service off, false on. */
                    down: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["Outages"];
            /** @description An unknown service, or no boolean down. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevError"];
                };
            };
            403: components["responses"]["ForeignOrigin"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
        };
    };
    Sandbox_Publish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlogEdit"] | components["schemas"]["CmsEdit"];
            };
        };
        responses: {
            /** @description Published; what the shop's webhook answered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        published: true;
                        webhook: components["schemas"]["WebhookCall"];
                    };
                };
            };
            /** @description An unknown service, post or page, or a title that is empty or over 200 characters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevError"];
                };
            };
            403: components["responses"]["ForeignOrigin"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
        };
    };
    Sandbox_Restock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    variantId: number;
                    stock: number;
                };
            };
        };
        responses: {
            /** @description The variant's new stock and status, and how many requests were marked sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        variantId: number;
                        productSlug: string;
                        stock: number;
                        /** @description The variant's stock status as commerce writes it (InStock, OnBackOrder for a pre-order, OutOfStock). */
                        status: string;
                        /** @description Pending ProductAvailable requests for the variant or its product, now Sent. */
                        sent: number;
                        webhook: components["schemas"]["WebhookCall"];
                    };
                };
            };
            /** @description variantId is not a positive whole number, or stock not a whole number from 0 to 10000. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevError"];
                };
            };
            403: components["responses"]["ForeignOrigin"];
            /** @description No such variant, or no service of this sandbox keeps stock. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevError"];
                };
            };
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
        };
    };
    Sandbox_GetDrift: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The drift switched on, in the order it was set; empty when off. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        drifts: components["schemas"]["ActiveDrifts"];
                    };
                };
            };
            403: components["responses"]["ForeignOrigin"];
        };
    };
    Sandbox_SetDrift: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    drifts: (components["schemas"]["DriftRename"] | components["schemas"]["DriftWithdraw"])[];
                };
            };
        };
        responses: {
            /** @description The drift now on, and what the shop's webhook answered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        drifts: components["schemas"]["ActiveDrifts"];
                        webhook: components["schemas"]["WebhookCall"];
                    };
                };
            };
            /** @description No list of drifts, more than 20, an operationId no host document has, or a malformed field path or name. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevError"];
                };
            };
            403: components["responses"]["ForeignOrigin"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
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
export const serviceNameValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ServiceName"]> = ["identity", "payment", "commerce", "discount", "cms", "blog"];
