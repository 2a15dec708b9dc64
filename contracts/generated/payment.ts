// Generated from contracts/payment.openapi.yaml by `npm run contracts:types` (openapi-typescript). Do not edit: change the document.

export type paths = {
    "/api/services/app/Deposit/GetBalance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's wallet balance */
        get: operations["Deposit_GetBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/TransactionDeposit/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the caller's ledger, newest first */
        get: operations["TransactionDeposit_GetAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/TransactionDeposit/GetAllToExcel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Makes an .xlsx of every entry the filters keep and answers the key to download it
         * @description Takes the filters of TransactionDeposit_GetAll, checked the same way; SkipCount and MaxResultCount are accepted and ignored, since the file holds every entry the filters keep. The file is then read from File_DownloadTempFile.
         */
        get: operations["TransactionDeposit_GetAllToExcel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/File/DownloadTempFile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The file of a FileDto, once (an MVC action at the host's root, reached by navigation)
         * @description A navigation carries no Bearer, so the token alone is the key. A request that does carry a valid Bearer of another user is answered as for an unknown token, and the token is not used up.
         */
        get: operations["File_DownloadTempFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/UserDepositBankGateway/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gateways that can charge the wallet, in groups */
        get: operations["UserDepositBankGateway_GetAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/UserDepositBankGateway/MakeToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A token to charge the wallet at a gateway, or (with reserveId) to pay toward an order
         * @description Without reserveId the browser then goes to PaymentRequest_Show with the token; with it, to ReservePaymentRequest_Show, and the money paid there is credited to the wallet as the order's, for Order_Approve (commerce) to pay the order from. The observed client pays an order's remainder this way and never asks for less than 30,000 IRR, raising a smaller remainder to it.
         */
        post: operations["UserDepositBankGateway_MakeToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/ReserveBankGateway/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gateways that can pay the caller's order, in groups */
        get: operations["ReserveBankGateway_GetAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fa/User/Payment/PaymentRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bank's page for a token, with a pay and a cancel button */
        get: operations["PaymentRequest_Show"];
        put?: never;
        /**
         * Settles the token (the first post decides) and sends the browser back to its callBackUrl
         * @description Every later post, whatever its decision, changes nothing and redirects with the recorded outcome. Paying a live token credits the wallet; paying an expired one fails; cancelling credits nothing.
         */
        post: operations["PaymentRequest_Settle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fa-IR/Reserves/Payment/PaymentRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bank's page for an order's token, with a pay and a cancel button */
        get: operations["ReservePaymentRequest_Show"];
        put?: never;
        /**
         * Settles the token (the first post decides) and sends the browser back to its callBackUrl
         * @description Every later post, whatever its decision, changes nothing and redirects with the recorded outcome. Paying a live token credits the wallet as the order's (the order itself is paid by Order_Approve); paying an expired one fails; cancelling credits nothing.
         */
        post: operations["ReservePaymentRequest_Settle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/gateways/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A gateway group's logo (the image.path of a BankGatewayGroup) */
        get: operations["Files_GetGatewayLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = {
    gatewayReturn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the bank page sends the browser once a token is settled (PaymentRequest_Settle's 303)
         * @description A navigation of the shopper's browser to the token's callBackUrl (MakeToken's body), its own query kept and `status` added; not a call of the service. The observed client sends a callBackUrl with no query and reads `status` alone from the return (components/payment/OnlineCharge.tsx), so nothing else is named here. Anyone can type this address: the shop reads `status` for wording only and confirms a charge with the service, by the amount it asked for itself.
         */
        get: operations["GatewayReturn_Navigate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    reserveGatewayReturn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the bank page sends the browser once an order's token is settled (ReservePaymentRequest_Settle's 303)
         * @description A navigation to the token's callBackUrl, its own query kept and these members added. The observed client sends a callBackUrl with no query and reads `status`, `orderId` and `orderNumber` from the return (pages/confirm.tsx), so the service names the order itself. `status` is for wording only: the shop settles the order with Order_Approve.
         */
        get: operations["ReserveGatewayReturn_Navigate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type components = {
    schemas: {
        /**
         * @description The only currency; amounts are IRR.
         * @enum {string}
         */
        CurrencyType: "IRR";
        /** @description The currency of an amount the service answers. The sandbox answers IRR only; the observed client types it as IRR or another code and names the currency it shows from it (irangamecenter types/payment.ts:49, components/authentication/profile/tansactions/TransactionItem.tsx:42), so another code is possible: the shop reports it and shows the code beside the amount instead of Toman. */
        AnsweredCurrency: string;
        WalletBalance: {
            /** @description IRR; the sum of the caller's ledger entries, 0 for a new wallet in the sandbox. The observed client reads a null amount as no balance (irangamecenter components/shared/layout/Layout.tsx:389), so null is allowed. */
            amount: number | null;
            currencyType: components["schemas"]["AnsweredCurrency"];
        };
        /**
         * @description A ledger entry's type (CONTRACTS §12.8). The sandbox writes only IncreaseDeposit (a charge, a gateway's money for an order, a refund) and DecreaseDeposit (an order's payment); the other eight are valid filters that match nothing there.
         * @enum {string}
         */
        LedgerType: "IncreaseDepositByPaymentGateway" | "DecreaseDepositBySale" | "IncreaseDepositByRefund" | "IncreaseDepositByReverse" | "DecreaseDepositByWithdraw" | "IncreaseDeposit" | "DecreaseDeposit" | "ManualIncreaseDeposit" | "ManualDecreaseDeposit" | "ManualIncreaseDepositByRefund";
        WalletTransaction: {
            id: number;
            /** @description IRR; negative for a debit. */
            amount: number;
            currencyType: components["schemas"]["AnsweredCurrency"];
            type: components["schemas"]["LedgerType"];
            /** @description The type's Persian name. */
            typeStr: string;
            /** @description What the entry was, in Persian ("شارژ کیف پول از درگاه بانک سامان", "پرداخت سفارش 12"). */
            information: string;
            /** @description The order the entry belongs to, if any. */
            reserveId: number | null;
            /** @description Tehran wall-clock time without an offset. */
            creationTime: string;
            /** @description The Jalali date in Latin digits, `1404/09/23`. */
            creationDateStr: string;
            /** @description Tehran hour and minute, `19:03`. */
            creationTimeStr: string;
        };
        PagedWalletTransactions: {
            totalCount: number;
            items: components["schemas"]["WalletTransaction"][];
        };
        /** @description The key to a file made for one download (File_DownloadTempFile). */
        FileDto: {
            /** @description The Jalali day and Tehran hour and minute it was made, `transactions-1404-09-23-1903.xlsx`. */
            fileName: string;
            /**
             * @description The file's media type.
             * @constant
             */
            fileType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
            /** @description 32 hex digits. */
            fileToken: string;
        };
        /**
         * @description A gateway group's keyword; the sandbox offers `Saman`, `Mellat` and `Melli`, whose logos are `files/gateways/<keyword in lower case>.png`. A string, not a list: the real service names its own banks' groups (irangamecenter types/payment.ts:27), and the shop does not read it.
         * @example Saman
         * @example Mellat
         * @example Melli
         */
        GatewayKeyword: string;
        GatewayImage: {
            /** @description An absolute URL of the logo. */
            path: string;
            titleAttribute: string | null;
            altAttribute: string | null;
        };
        BankGateway: {
            /** @description The gatewayId of MakeToken. */
            id: number;
            /** @description The gateway's own name (`SEP`). */
            name: string;
            /** @description Persian, for the shopper. The observed client types it as optional (irangamecenter types/payment.ts:14); without it the shop shows the name, and reports the drift. */
            displayName: string;
            /** @description A switched-off gateway is listed, but MakeToken refuses it. */
            isEnabled: boolean;
            /** @description The logo. Optional in the observed client (irangamecenter types/payment.ts:16); without it the shop shows the gateway without a logo, and reports the drift. */
            image: components["schemas"]["GatewayImage"];
            /** @description Fields a gateway asks for before paying; none in the sandbox. */
            form: {
                elements: unknown[];
            };
        };
        BankGatewayGroup: {
            keyword: components["schemas"]["GatewayKeyword"];
            /** @description `Group` in the sandbox. */
            category: string;
            name: string;
            /** @description Persian (`درگاه بانک سامان`). */
            title: string;
            description: string | null;
            image: components["schemas"]["GatewayImage"];
            gateways: components["schemas"]["BankGateway"][];
        };
        BankGatewayGroups: components["schemas"]["BankGatewayGroup"][];
        MakeDepositTokenInput: {
            /** @description An enabled gateway's id. */
            gatewayId: number;
            /** @description IRR, 10,000 to 500,000,000 (1,000 to 50,000,000 Toman), else a 400 on amount. */
            amount: number;
            /**
             * Format: uri
             * @description An http or https URL the bank page sends the browser back to (the gatewayReturn webhook), else a 400.
             */
            callBackUrl: string;
            /** @description May be left out; when given, IRR in any case. */
            currencyType?: components["schemas"]["CurrencyType"];
            /** @description A placeholder the shop sends (1); accepted and ignored. */
            ipAddress?: number;
            /** @description The order this money pays toward (its id); it must be the caller's (else a 404) and Pending (else a 500). The amount is then at least 30,000 IRR (3,000 Toman), else a 400 on amount. */
            reserveId?: number;
        };
        PaymentToken: {
            /**
             * Format: uuid
             * @description A UUID; it can be settled at PaymentRequest_Show for 20 minutes.
             */
            tokenId: string;
        };
        /** @description The bank page's form. */
        SettleTokenForm: {
            tokenId?: string;
            decision?: components["schemas"]["SettleDecision"];
        };
        /**
         * @description The button pressed; anything but `cancel` pays.
         * @enum {string}
         */
        SettleDecision: "pay" | "cancel";
        /**
         * @description How a token was settled, a wallet charge's or an order's, as the observed client reads either return (components/payment/OnlineCharge.tsx, pages/confirm.tsx): `1` paid, `0` not (failed, canceled or expired).
         * @enum {string}
         */
        GatewayOutcome: "1" | "0";
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
        /** @description No valid access token (missing, forged, expired, a refresh token, or an old security stamp); unAuthorizedRequest true. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The input failed validation (validationErrors name the members), or the body is not a JSON object. */
        BadRequest: {
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
    };
    parameters: {
        /** @description May be left out; when given it must be IRR (any case), else a 400 on currencyType. */
        CurrencyTypeQuery: components["schemas"]["CurrencyType"];
        /** @description Entries from this moment on. A Gregorian date (`2025-11-02`) is its first Tehran moment; a date-time without an offset is Tehran time, one with an offset or Z is that moment. Blank is no bound; anything else (a Jalali date, a day that does not exist, free text) is a 400 on creationTimeFrom. */
        CreationTimeFrom: string;
        /** @description Entries up to and including this moment. A Gregorian date is its whole Tehran day; date-times as for CreationTimeFrom. Blank is no bound; anything else is a 400 on creationTimeTo. */
        CreationTimeTo: string;
        /** @description Entries of any of these types (any case), as `Type=a&Type=b`, `Type[0]=a&Type[1]=b` or `Type[]=a`. Any other value is a 400 on type naming it. */
        Type: components["schemas"]["LedgerType"][];
        /** @description Only the entries of this order (a gateway's credit, the order's debit, a refund). */
        LedgerReserveId: number;
        /** @description The order's id; it must be the caller's. */
        ReserveId: number;
        /** @description The order's number (orderNumber), as the observed client sends it; accepted and not checked. */
        Username: string;
        SkipCount: number;
        MaxResultCount: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type SchemaCurrencyType = components['schemas']['CurrencyType'];
export type SchemaAnsweredCurrency = components['schemas']['AnsweredCurrency'];
export type SchemaWalletBalance = components['schemas']['WalletBalance'];
export type SchemaLedgerType = components['schemas']['LedgerType'];
export type SchemaWalletTransaction = components['schemas']['WalletTransaction'];
export type SchemaPagedWalletTransactions = components['schemas']['PagedWalletTransactions'];
export type SchemaFileDto = components['schemas']['FileDto'];
export type SchemaGatewayKeyword = components['schemas']['GatewayKeyword'];
export type SchemaGatewayImage = components['schemas']['GatewayImage'];
export type SchemaBankGateway = components['schemas']['BankGateway'];
export type SchemaBankGatewayGroup = components['schemas']['BankGatewayGroup'];
export type SchemaBankGatewayGroups = components['schemas']['BankGatewayGroups'];
export type SchemaMakeDepositTokenInput = components['schemas']['MakeDepositTokenInput'];
export type SchemaPaymentToken = components['schemas']['PaymentToken'];
export type SchemaSettleTokenForm = components['schemas']['SettleTokenForm'];
export type SchemaSettleDecision = components['schemas']['SettleDecision'];
export type SchemaGatewayOutcome = components['schemas']['GatewayOutcome'];
export type SchemaValidationErrorInfo = components['schemas']['ValidationErrorInfo'];
export type SchemaErrorInfo = components['schemas']['ErrorInfo'];
export type SchemaAjaxResponse = components['schemas']['AjaxResponse'];
export type SchemaErrorResponse = components['schemas']['ErrorResponse'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ParameterCurrencyTypeQuery = components['parameters']['CurrencyTypeQuery'];
export type ParameterCreationTimeFrom = components['parameters']['CreationTimeFrom'];
export type ParameterCreationTimeTo = components['parameters']['CreationTimeTo'];
export type ParameterType = components['parameters']['Type'];
export type ParameterLedgerReserveId = components['parameters']['LedgerReserveId'];
export type ParameterReserveId = components['parameters']['ReserveId'];
export type ParameterUsername = components['parameters']['Username'];
export type ParameterSkipCount = components['parameters']['SkipCount'];
export type ParameterMaxResultCount = components['parameters']['MaxResultCount'];
export type $defs = Record<string, never>;
export interface operations {
    Deposit_GetBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sum of the caller's ledger entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["WalletBalance"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    TransactionDeposit_GetAll: {
        parameters: {
            query?: {
                SkipCount?: components["parameters"]["SkipCount"];
                MaxResultCount?: components["parameters"]["MaxResultCount"];
                /** @description May be left out; when given it must be IRR (any case), else a 400 on currencyType. */
                CurrencyType?: components["parameters"]["CurrencyTypeQuery"];
                /** @description Entries from this moment on. A Gregorian date (`2025-11-02`) is its first Tehran moment; a date-time without an offset is Tehran time, one with an offset or Z is that moment. Blank is no bound; anything else (a Jalali date, a day that does not exist, free text) is a 400 on creationTimeFrom. */
                CreationTimeFrom?: components["parameters"]["CreationTimeFrom"];
                /** @description Entries up to and including this moment. A Gregorian date is its whole Tehran day; date-times as for CreationTimeFrom. Blank is no bound; anything else is a 400 on creationTimeTo. */
                CreationTimeTo?: components["parameters"]["CreationTimeTo"];
                /** @description Entries of any of these types (any case), as `Type=a&Type=b`, `Type[0]=a&Type[1]=b` or `Type[]=a`. Any other value is a 400 on type naming it. */
                Type?: components["parameters"]["Type"];
                /** @description Only the entries of this order (a gateway's credit, the order's debit, a refund). */
                reserveId?: components["parameters"]["LedgerReserveId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries the filters keep (all must hold); totalCount counts them all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["PagedWalletTransactions"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    TransactionDeposit_GetAllToExcel: {
        parameters: {
            query?: {
                /** @description May be left out; when given it must be IRR (any case), else a 400 on currencyType. */
                CurrencyType?: components["parameters"]["CurrencyTypeQuery"];
                /** @description Entries from this moment on. A Gregorian date (`2025-11-02`) is its first Tehran moment; a date-time without an offset is Tehran time, one with an offset or Z is that moment. Blank is no bound; anything else (a Jalali date, a day that does not exist, free text) is a 400 on creationTimeFrom. */
                CreationTimeFrom?: components["parameters"]["CreationTimeFrom"];
                /** @description Entries up to and including this moment. A Gregorian date is its whole Tehran day; date-times as for CreationTimeFrom. Blank is no bound; anything else is a 400 on creationTimeTo. */
                CreationTimeTo?: components["parameters"]["CreationTimeTo"];
                /** @description Entries of any of these types (any case), as `Type=a&Type=b`, `Type[0]=a&Type[1]=b` or `Type[]=a`. Any other value is a 400 on type naming it. */
                Type?: components["parameters"]["Type"];
                /** @description Only the entries of this order (a gateway's credit, the order's debit, a refund). */
                reserveId?: components["parameters"]["LedgerReserveId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file is made; its token works once, for 5 minutes, for the caller alone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["FileDto"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    File_DownloadTempFile: {
        parameters: {
            query?: {
                /** @description FileDto.fileName; not trusted into the answer's headers (the token's record names the file). */
                fileName?: string;
                /** @description FileDto.fileType; not trusted into the answer's headers. */
                fileType?: string;
                /** @description FileDto.fileToken. Without it the answer is the 404 of an unknown token. */
                fileToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workbook, as an attachment; the token is now used up. */
            200: {
                headers: {
                    /** @description `attachment; filename="<fileName>"; filename*=UTF-8''<fileName>`, the name of the token's record. */
                    "Content-Disposition"?: string;
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The token is unknown or missing, already used, or expired; the Persian message says which. A request whose Accept names text/html gets it as a right-to-left page, any other as the ABP error envelope. */
            404: {
                headers: {
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/html": string;
                };
            };
        };
    };
    UserDepositBankGateway_GetAll: {
        parameters: {
            query?: {
                /** @description May be left out; when given it must be IRR (any case), else a 400 on currencyType. */
                CurrencyType?: components["parameters"]["CurrencyTypeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A bare array of gateway groups (not a paged object); a client offers only gateways with isEnabled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["BankGatewayGroups"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    UserDepositBankGateway_MakeToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MakeDepositTokenInput"];
            };
        };
        responses: {
            /** @description The token; nothing is credited before the bank page settles it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["PaymentToken"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description The gateway is switched off or unknown, or the order of reserveId is not Pending. */
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
    ReserveBankGateway_GetAll: {
        parameters: {
            query: {
                /** @description The order's id; it must be the caller's. */
                ReserveId: components["parameters"]["ReserveId"];
                /** @description The order's number (orderNumber), as the observed client sends it; accepted and not checked. */
                Username?: components["parameters"]["Username"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The groups of UserDepositBankGateway_GetAll, once the order is found to be the caller's. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["BankGatewayGroups"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    PaymentRequest_Show: {
        parameters: {
            query: {
                /** @description PaymentToken.tokenId; the key, no Bearer needed. */
                tokenId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A Persian right-to-left page with the gateway, the merchant, the amount in Toman, and a form posting back here. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description No such token, or an order's token (its page is ReservePaymentRequest_Show). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The token is already settled; the page links back to the shop with the recorded outcome. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The token is older than 20 minutes; it is now settled as failed and the page links back to the shop. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    PaymentRequest_Settle: {
        parameters: {
            query?: {
                /** @description Read when the form has no tokenId. */
                tokenId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["SettleTokenForm"];
            };
        };
        responses: {
            /** @description Back to the token's callBackUrl, its own query kept and the outcome added (the gatewayReturn webhook). */
            303: {
                headers: {
                    /** @description callBackUrl with `status` (GatewayOutcome) in its query. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such token, or an order's token (its page is ReservePaymentRequest_Show). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    ReservePaymentRequest_Show: {
        parameters: {
            query: {
                /** @description PaymentToken.tokenId of a token made with reserveId; the key, no Bearer needed. */
                tokenId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A Persian right-to-left page with the gateway, the merchant, the amount in Toman (and the order's id), and a form posting back here. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description No such token, or a wallet charge's token (its page is PaymentRequest_Show). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The token is already settled; the page links back to the shop with the recorded outcome. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The token is older than 20 minutes; it is now settled as failed and the page links back to the shop. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    ReservePaymentRequest_Settle: {
        parameters: {
            query?: {
                /** @description Read when the form has no tokenId. */
                tokenId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["SettleTokenForm"];
            };
        };
        responses: {
            /** @description Back to the token's callBackUrl, its own query kept and the outcome and the order added (the reserveGatewayReturn webhook). */
            303: {
                headers: {
                    /** @description callBackUrl with `status` (GatewayOutcome), `orderId` and `orderNumber` in its query. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such token, or a wallet charge's token (its page is PaymentRequest_Show). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    Files_GetGatewayLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The group's keyword in lower case with `.png` (`saman.png`), as the real host serves bank logos; read in any case. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The logo, cached for a day. */
            200: {
                headers: {
                    "Cache-Control"?: "public, max-age=86400";
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description No gateway group has this keyword. */
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
    GatewayReturn_Navigate: {
        parameters: {
            query: {
                status: components["schemas"]["GatewayOutcome"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shop's page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReserveGatewayReturn_Navigate: {
        parameters: {
            query: {
                status: components["schemas"]["GatewayOutcome"];
                /** @description The token's reserveId. */
                orderId: number;
                /** @description That order's number. */
                orderNumber: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shop's page. */
            200: {
                headers: {
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
export const currencyTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CurrencyType"]> = ["IRR"];
export const ledgerTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LedgerType"]> = ["IncreaseDepositByPaymentGateway", "DecreaseDepositBySale", "IncreaseDepositByRefund", "IncreaseDepositByReverse", "DecreaseDepositByWithdraw", "IncreaseDeposit", "DecreaseDeposit", "ManualIncreaseDeposit", "ManualDecreaseDeposit", "ManualIncreaseDepositByRefund"];
export const settleDecisionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SettleDecision"]> = ["pay", "cancel"];
export const gatewayOutcomeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["GatewayOutcome"]> = ["1", "0"];
