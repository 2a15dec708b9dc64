// Generated from contracts/discount.openapi.yaml by `npm run contracts:types` (openapi-typescript). Do not edit: change the document.

export type paths = {
    "/api/services/app/Discount/Register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Puts a code on the caller's Pending order */
        post: operations["Discount_Register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Discount/Remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Takes the code off a Pending order (no error when it has none) */
        delete: operations["Discount_Remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        RegisterDiscountInput: {
            /** @description Matched trimmed, in any case, with Persian or Arabic digits read as Latin ones. */
            promoCode: string;
            /** @description The order's id; a string of its digits is read as the number (the observed client types it as a string, irangamecenter actions/payment.ts:188-192). */
            reserveId: number | string;
            /** @description The order's number; when given it must be this order's (any case). */
            username?: string | null;
        };
        /** @description Proposed by us: the observed client reads no member of the result, only that there is one, and then reads the order again for its amounts (irangamecenter pages/payment.tsx:224-227); the shop does the same. */
        RegisteredDiscount: {
            reserveId: number;
            /** @description The code as the service spells it (upper case). */
            promoCode: string;
            title: string | null;
            /** @description IRR taken off the items' total. */
            discountAmount: number;
            /** @description IRR the order now costs. */
            payableAmount: number;
        };
        /**
         * @description `error.code` of a code that does not apply: 6101 no such code, 6102 another service's, 6103 not started, 6104 over, 6105 already used by this caller.
         * @enum {integer}
         */
        DiscountErrorCode: 6101 | 6102 | 6103 | 6104 | 6105;
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
        /** @description No valid access token (missing, forged, expired, a refresh token, or an old security stamp); unAuthorizedRequest true. */
        Unauthorized: {
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
        /** @description The body is over 256 KiB; the connection is closed. */
        PayloadTooLarge: {
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
    };
    parameters: {
        /** @description The order's id. */
        ReserveId: number;
        /** @description The order's number; when given it must be this order's (any case). */
        Username: string | null;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type SchemaRegisterDiscountInput = components['schemas']['RegisterDiscountInput'];
export type SchemaRegisteredDiscount = components['schemas']['RegisteredDiscount'];
export type SchemaDiscountErrorCode = components['schemas']['DiscountErrorCode'];
export type SchemaValidationErrorInfo = components['schemas']['ValidationErrorInfo'];
export type SchemaErrorInfo = components['schemas']['ErrorInfo'];
export type SchemaAjaxResponse = components['schemas']['AjaxResponse'];
export type SchemaErrorResponse = components['schemas']['ErrorResponse'];
export type SchemaVoidResponse = components['schemas']['VoidResponse'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseVoid = components['responses']['Void'];
export type ParameterReserveId = components['parameters']['ReserveId'];
export type ParameterUsername = components['parameters']['Username'];
export type $defs = Record<string, never>;
export interface operations {
    Discount_Register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterDiscountInput"];
            };
        };
        responses: {
            /** @description The code and the order's new amounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["RegisteredDiscount"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description The code does not apply (`error.code` is a DiscountErrorCode), the order is not Pending, or it already carries another code (`error.code` 0). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: components["schemas"]["ErrorInfo"] & {
                            code?: components["schemas"]["DiscountErrorCode"] | 0;
                        };
                    };
                };
            };
        };
    };
    Discount_Remove: {
        parameters: {
            query: {
                /** @description The order's id. */
                ReserveId: components["parameters"]["ReserveId"];
                /** @description The order's number; when given it must be this order's (any case). */
                Username?: components["parameters"]["Username"];
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
            404: components["responses"]["NotFound"];
            /** @description The order is not Pending. */
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
}
type FlattenedDeepRequired<T> = {
    [K in keyof T]-?: FlattenedDeepRequired<T[K] extends unknown[] | undefined | null ? Extract<T[K], unknown[]>[number] : T[K]>;
};
type ReadonlyArray<T> = [
    Exclude<T, undefined>
] extends [
    unknown[]
] ? Readonly<Exclude<T, undefined>> : Readonly<Exclude<T, undefined>[]>;
export const discountErrorCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DiscountErrorCode"]> = [6101, 6102, 6103, 6104, 6105];
