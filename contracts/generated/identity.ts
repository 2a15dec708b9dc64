// Generated from contracts/identity.openapi.yaml by `npm run contracts:types` (openapi-typescript). Do not edit: change the document.

export type paths = {
    "/api/TokenAuth/Login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in with a password (this backend's name for Authenticate) */
        post: operations["TokenAuth_Login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/TokenAuth/Authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in with a password (ASP.NET Zero's name; the same call as TokenAuth/Login) */
        post: operations["TokenAuth_Authenticate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/TokenAuth/RefreshToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trades a refresh token for a new access token */
        post: operations["TokenAuth_RefreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/TokenAuth/SendTwoFactorAuthCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the second-factor code of a two-factor sign-in */
        post: operations["TokenAuth_SendTwoFactorAuthCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/OTP/SendOTP": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a sign-in code to a mobile number, registered or not */
        post: operations["OTP_SendOTP"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/OTP/Login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in with the code sent to the number */
        post: operations["OTP_Login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/OTP/Register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a user for the number with the code and a password, then signs in */
        post: operations["OTP_Register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/OTP/RegisterOrLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in with the code, creating a user without a password when the number has none */
        post: operations["OTP_RegisterOrLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Profile/GetCurrentUserProfileForEdit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's profile */
        get: operations["Profile_GetCurrentUserProfileForEdit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Profile/UpdateCurrentUserProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves the names and personal details */
        put: operations["Profile_UpdateCurrentUserProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Profile/UpdateProfileEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets the e-mail address and marks it unconfirmed */
        put: operations["Profile_UpdateProfileEmail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Profile/UpdateProfilePhoneNumber": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Moves the account to another number, unconfirmed until VerifySmsCode */
        put: operations["Profile_UpdateProfilePhoneNumber"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Profile/SendVerificationSms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a code to the user's own unconfirmed number
         * @description ASP.NET Zero's profile service has it; the production storefront declares it and never calls it (irangamecenter enum/url.ts:47). Answering 404, the shop keeps the new number saved and says it cannot be confirmed by code now (components/account/PhoneForm.tsx).
         */
        post: operations["Profile_SendVerificationSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Profile/VerifySmsCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms the number with the code sent to it
         * @description ASP.NET Zero's profile service has it; the production storefront declares it and never calls it (irangamecenter enum/url.ts:48). The shop only calls it after SendVerificationSms sent a code.
         */
        post: operations["Profile_VerifySmsCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Account/SendEmailActivation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the activation link to an address (the sandbox only logs it) */
        post: operations["Account_SendEmailActivation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Account/ChangePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the password; every token issued before stops working, the caller's too */
        post: operations["Account_ChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Account/ChangePasswordByAuthorizedUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the signed-in user's password without the current one; every token issued before stops working
         * @description The observed client sends the new password alone (irangamecenter actions/identity.ts:182-191): the token is the proof, as for a user created by a code without a password (OTP_RegisterOrLogin). The shop does not call it.
         */
        post: operations["Account_ChangePasswordByAuthorizedUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Account/ForgotPasswordByPhoneNumber": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a password-reset code to a confirmed number */
        post: operations["Account_ForgotPasswordByPhoneNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Account/ForgotPasswordVerification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks a reset code without using it up */
        post: operations["Account_ForgotPasswordVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Account/ResetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uses the reset code up and sets a new password; every older token stops working */
        post: operations["Account_ResetPassword"];
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
        /** @description A mobile number as typed: +98, 0098, 98 or 0 before the 10 digits starting with 9, in Latin, Persian or Arabic-Indic digits, with spaces, dashes, dots, brackets or direction marks. Anything else is a 400. */
        MobileNumberInput: string;
        /** @description A mobile number as the service stores it. */
        MobileNumber: string;
        /** @description A one-time code as typed, in any script of digits; a number is read as its digits. */
        OneTimeCode: string | number;
        SendOtpInput: {
            emailOrPhoneNumber: components["schemas"]["MobileNumberInput"];
        };
        SendOtpResult: {
            emailOrPhoneNumber: components["schemas"]["MobileNumber"];
            /** @description Whether the number has a user (sign in next) or not (register next). */
            isRegistered: boolean;
            /** @description Digits in the code. */
            codeLength: number;
            /** @description Seconds the code stays valid. */
            expireInSeconds: number;
        };
        OtpLoginInput: {
            emailOrPhoneNumber: components["schemas"]["MobileNumberInput"];
            code: components["schemas"]["OneTimeCode"];
        };
        OtpRegisterInput: {
            emailOrPhoneNumber: components["schemas"]["MobileNumberInput"];
            code: components["schemas"]["OneTimeCode"];
            /** @description At least 8 characters. */
            password: string;
        };
        /** @description ASP.NET Zero's AuthenticateModel as this backend reads it; its other members (rememberClient, twoFactorVerificationCode, …) are accepted and ignored. */
        AuthenticateModel: {
            /** @description A mobile number (found by phone) or an e-mail address or user name (compared ignoring case). One of this and userNameOrEmailAddress is required. */
            emailOrPhoneNumber?: string;
            /** @description ASP.NET Zero's name, read when emailOrPhoneNumber is absent. */
            userNameOrEmailAddress?: string;
            password: string;
        };
        /** @description ASP.NET Zero's AuthenticateResultModel with the user's profile added. */
        AuthenticateResultModel: {
            /** @description The Bearer token of identity, payment, commerce and discount (an HS256 JWT). */
            accessToken: string;
            /** @description The access token in base64. */
            encryptedAccessToken: string;
            /** @description Lifetime of the access token (SANDBOX_TOKEN_SECONDS, a day by default). */
            expireInSeconds: number;
            /** @description Whether the user must choose a new password before signing in; never true here. */
            shouldResetPassword: boolean;
            passwordResetCode: string | null;
            userId: number;
            /** @description Whether a second factor is needed (TokenAuth/SendTwoFactorAuthCode); never true here. */
            requiresTwoFactorVerification: boolean;
            twoFactorAuthProviders: string[] | null;
            twoFactorRememberClientToken: string | null;
            returnUrl: string | null;
            /** @description For TokenAuth/RefreshToken only; refused as a Bearer token. */
            refreshToken: string;
            /** @description Lifetime of the refresh token (365 days). */
            refreshTokenExpireInSeconds: number;
            user: components["schemas"]["UserProfile"];
        };
        RefreshTokenResult: {
            accessToken: string;
            /** @description The access token in base64. */
            encryptedAccessToken: string;
            expireInSeconds: number;
        };
        SendTwoFactorAuthCodeModel: {
            userId: number;
            /** @description One of the result's twoFactorAuthProviders. */
            provider: string;
        };
        UserProfile: {
            id: number;
            /** @description The number the user registered with. */
            userName: string;
            firstName: string | null;
            lastName: string | null;
            emailAddress: string | null;
            isEmailConfirmed: boolean;
            phoneNumber: components["schemas"]["MobileNumber"];
            /** @description False after a move to another number until VerifySmsCode; only a confirmed number signs in by code or recovers the password. */
            isPhoneNumberConfirmed: boolean;
            isActive: boolean;
            /** @description true male, false female, null not given. */
            gender: boolean | null;
            /** @description A calendar date. */
            birthDay: string | null;
            /** @description Ten Latin digits. */
            nationalId: string | null;
            /** @description A country code, e.g. IR. */
            nationalityId: string | null;
            isNewsletter: boolean;
            /** @description ASP.NET Zero's profile carries it; the production storefront sends it in UpdateCurrentUserProfile (irangamecenter types/authentication.ts:4) but never shows reading it. The shop only sends back what it read, null when it is absent. */
            timezone: string | null;
        };
        /** @description Members left out keep their value, except nationalId and birthDay, which are cleared (the client sends the whole profile back). */
        UpdateProfileInput: {
            /** @description Trimmed, 1 to 64 characters. */
            firstName: string;
            /** @description Trimmed, 1 to 64 characters. */
            lastName: string;
            gender?: boolean | null;
            timezone?: string | null;
            /** @description Ten digits in any script. */
            nationalId?: string | null;
            /** @description A date; a time part is dropped. */
            birthDay?: string | null;
            nationalityId?: string | null;
            isNewsletter?: boolean;
        };
        EmailAddressInput: {
            /** @description A well-formed address of up to 256 characters, trimmed. */
            emailAddress: string;
        };
        PhoneNumberInput: {
            phoneNumber: components["schemas"]["MobileNumberInput"];
        };
        VerifySmsCodeInput: {
            phoneNumber: components["schemas"]["MobileNumberInput"];
            code: components["schemas"]["OneTimeCode"];
        };
        /** @description At least 8 characters with a letter and a digit. */
        NewPassword: string;
        NewPasswordInput: {
            newPassword: components["schemas"]["NewPassword"];
        };
        ChangePasswordInput: {
            currentPassword: string;
            newPassword: components["schemas"]["NewPassword"];
        };
        ForgotPasswordResult: {
            userId: number;
        };
        /** @description A user's id; a string of digits is read as the number. */
        UserIdInput: number | string;
        ForgotPasswordVerificationInput: {
            code: components["schemas"]["OneTimeCode"];
            userId: components["schemas"]["UserIdInput"];
        };
        ForgotPasswordVerificationResult: {
            /** @constant */
            isValid: true;
        };
        /** @description One of code and resetCode is required. */
        ResetPasswordInput: {
            userId: components["schemas"]["UserIdInput"];
            code?: components["schemas"]["OneTimeCode"];
            /** @description ASP.NET Zero's name for code. */
            resetCode?: components["schemas"]["OneTimeCode"];
            password: components["schemas"]["NewPassword"];
        };
        /** @description ASP.NET Zero's ResetPasswordOutput. */
        ResetPasswordOutput: {
            /** @constant */
            canLogin: true;
            userName: string;
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
        /** @description Signed in. */
        SignedIn: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AjaxResponse"] & {
                    result?: components["schemas"]["AuthenticateResultModel"];
                };
            };
        };
        /** @description No valid access token (see abp.yaml's Unauthorized), or the token's user no longer exists; unAuthorizedRequest true. */
        NoUser: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No user goes by the identifier, or the password is wrong (one message for both), or the user is deactivated. */
        InvalidCredentials: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Five failed password sign-ins for the account in 15 minutes; every attempt, the right password too, is refused until the oldest is 15 minutes old. Retry-After says how many seconds. */
        LoginsThrottled: {
            headers: {
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Five codes (of any purpose) went to the number in the last hour. Retry-After says how many seconds. */
        CodesThrottled: {
            headers: {
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A code of this purpose went to the number under 60 s ago; the message gives the seconds left. */
        ResendTooSoon: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The current password is wrong. */
        WrongCurrentPassword: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The code is wrong, used, expired or out of tries, the userId names no user, or the user's number is not confirmed. */
        ResetCodeRefused: {
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
    parameters: never;
    requestBodies: {
        AuthenticateModel: {
            content: {
                "application/json": components["schemas"]["AuthenticateModel"];
            };
        };
        OtpLoginInput: {
            content: {
                "application/json": components["schemas"]["OtpLoginInput"];
            };
        };
        EmailAddressInput: {
            content: {
                "application/json": components["schemas"]["EmailAddressInput"];
            };
        };
        PhoneNumberInput: {
            content: {
                "application/json": components["schemas"]["PhoneNumberInput"];
            };
        };
        ChangePasswordInput: {
            content: {
                "application/json": components["schemas"]["ChangePasswordInput"];
            };
        };
    };
    headers: never;
    pathItems: never;
};
export type SchemaMobileNumberInput = components['schemas']['MobileNumberInput'];
export type SchemaMobileNumber = components['schemas']['MobileNumber'];
export type SchemaOneTimeCode = components['schemas']['OneTimeCode'];
export type SchemaSendOtpInput = components['schemas']['SendOtpInput'];
export type SchemaSendOtpResult = components['schemas']['SendOtpResult'];
export type SchemaOtpLoginInput = components['schemas']['OtpLoginInput'];
export type SchemaOtpRegisterInput = components['schemas']['OtpRegisterInput'];
export type SchemaAuthenticateModel = components['schemas']['AuthenticateModel'];
export type SchemaAuthenticateResultModel = components['schemas']['AuthenticateResultModel'];
export type SchemaRefreshTokenResult = components['schemas']['RefreshTokenResult'];
export type SchemaSendTwoFactorAuthCodeModel = components['schemas']['SendTwoFactorAuthCodeModel'];
export type SchemaUserProfile = components['schemas']['UserProfile'];
export type SchemaUpdateProfileInput = components['schemas']['UpdateProfileInput'];
export type SchemaEmailAddressInput = components['schemas']['EmailAddressInput'];
export type SchemaPhoneNumberInput = components['schemas']['PhoneNumberInput'];
export type SchemaVerifySmsCodeInput = components['schemas']['VerifySmsCodeInput'];
export type SchemaNewPassword = components['schemas']['NewPassword'];
export type SchemaNewPasswordInput = components['schemas']['NewPasswordInput'];
export type SchemaChangePasswordInput = components['schemas']['ChangePasswordInput'];
export type SchemaForgotPasswordResult = components['schemas']['ForgotPasswordResult'];
export type SchemaUserIdInput = components['schemas']['UserIdInput'];
export type SchemaForgotPasswordVerificationInput = components['schemas']['ForgotPasswordVerificationInput'];
export type SchemaForgotPasswordVerificationResult = components['schemas']['ForgotPasswordVerificationResult'];
export type SchemaResetPasswordInput = components['schemas']['ResetPasswordInput'];
export type SchemaResetPasswordOutput = components['schemas']['ResetPasswordOutput'];
export type SchemaValidationErrorInfo = components['schemas']['ValidationErrorInfo'];
export type SchemaErrorInfo = components['schemas']['ErrorInfo'];
export type SchemaAjaxResponse = components['schemas']['AjaxResponse'];
export type SchemaErrorResponse = components['schemas']['ErrorResponse'];
export type SchemaVoidResponse = components['schemas']['VoidResponse'];
export type ResponseSignedIn = components['responses']['SignedIn'];
export type ResponseNoUser = components['responses']['NoUser'];
export type ResponseInvalidCredentials = components['responses']['InvalidCredentials'];
export type ResponseLoginsThrottled = components['responses']['LoginsThrottled'];
export type ResponseCodesThrottled = components['responses']['CodesThrottled'];
export type ResponseResendTooSoon = components['responses']['ResendTooSoon'];
export type ResponseWrongCurrentPassword = components['responses']['WrongCurrentPassword'];
export type ResponseResetCodeRefused = components['responses']['ResetCodeRefused'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseVoid = components['responses']['Void'];
export type RequestBodyAuthenticateModel = components['requestBodies']['AuthenticateModel'];
export type RequestBodyOtpLoginInput = components['requestBodies']['OtpLoginInput'];
export type RequestBodyEmailAddressInput = components['requestBodies']['EmailAddressInput'];
export type RequestBodyPhoneNumberInput = components['requestBodies']['PhoneNumberInput'];
export type RequestBodyChangePasswordInput = components['requestBodies']['ChangePasswordInput'];
export type $defs = Record<string, never>;
export interface operations {
    TokenAuth_Login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["AuthenticateModel"];
        responses: {
            200: components["responses"]["SignedIn"];
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["LoginsThrottled"];
            500: components["responses"]["InvalidCredentials"];
        };
    };
    TokenAuth_Authenticate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["AuthenticateModel"];
        responses: {
            200: components["responses"]["SignedIn"];
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["LoginsThrottled"];
            500: components["responses"]["InvalidCredentials"];
        };
    };
    TokenAuth_RefreshToken: {
        parameters: {
            query: {
                /** @description The refreshToken of a sign-in result. */
                refreshToken: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new access token; the refresh token stays as it was. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["RefreshTokenResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The refresh token is forged, expired, an access token, or was issued before the user's last password change; the user signs in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    TokenAuth_SendTwoFactorAuthCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendTwoFactorAuthCodeModel"];
            };
        };
        responses: {
            200: components["responses"]["Void"];
            400: components["responses"]["BadRequest"];
        };
    };
    OTP_SendOTP: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendOtpInput"];
            };
        };
        responses: {
            /** @description The code went out; the result tells the client whether to sign in or register next. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["SendOtpResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["CodesThrottled"];
            500: components["responses"]["ResendTooSoon"];
        };
    };
    OTP_Login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["OtpLoginInput"];
        responses: {
            200: components["responses"]["SignedIn"];
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description The number has no user (message exactly `UserNotFound`; the code stays unused), is not confirmed, or its user is deactivated; or the code is wrong, used, expired or out of tries. */
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
    OTP_Register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OtpRegisterInput"];
            };
        };
        responses: {
            200: components["responses"]["SignedIn"];
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description The number already has a user (checked before the code), or the code is not right. */
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
    OTP_RegisterOrLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["OtpLoginInput"];
        responses: {
            200: components["responses"]["SignedIn"];
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description As OTP/Login, without `UserNotFound`. */
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
    Profile_GetCurrentUserProfileForEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["UserProfile"];
                    };
                };
            };
            401: components["responses"]["NoUser"];
        };
    };
    Profile_UpdateCurrentUserProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileInput"];
            };
        };
        responses: {
            200: components["responses"]["Void"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NoUser"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    Profile_UpdateProfileEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["EmailAddressInput"];
        responses: {
            200: components["responses"]["Void"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NoUser"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    Profile_UpdateProfilePhoneNumber: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PhoneNumberInput"];
        responses: {
            200: components["responses"]["Void"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NoUser"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description The number belongs to another account. */
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
    Profile_SendVerificationSms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PhoneNumberInput"];
        responses: {
            200: components["responses"]["Void"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NoUser"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["CodesThrottled"];
            /** @description The number is not the user's own, is already confirmed, or a code went to it under a minute ago. */
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
    Profile_VerifySmsCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifySmsCodeInput"];
            };
        };
        responses: {
            200: components["responses"]["Void"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NoUser"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description The number is not the user's own or is already confirmed, or the code is not right. */
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
    Account_SendEmailActivation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["EmailAddressInput"];
        responses: {
            200: components["responses"]["Void"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NoUser"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    Account_ChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ChangePasswordInput"];
        responses: {
            200: components["responses"]["Void"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NoUser"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["WrongCurrentPassword"];
        };
    };
    Account_ChangePasswordByAuthorizedUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPasswordInput"];
            };
        };
        responses: {
            200: components["responses"]["Void"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NoUser"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    Account_ForgotPasswordByPhoneNumber: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PhoneNumberInput"];
        responses: {
            /** @description The code went out; the user's id is needed by the next two steps. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["ForgotPasswordResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["CodesThrottled"];
            /** @description No user has the number, its number is not confirmed, or a reset code went to it under a minute ago. */
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
    Account_ForgotPasswordVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordVerificationInput"];
            };
        };
        responses: {
            /** @description The code is right. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["ForgotPasswordVerificationResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ResetCodeRefused"];
        };
    };
    Account_ResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordInput"];
            };
        };
        responses: {
            /** @description The password is set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AjaxResponse"] & {
                        result?: components["schemas"]["ResetPasswordOutput"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ResetCodeRefused"];
        };
    };
}
