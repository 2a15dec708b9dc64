// ABP's exception → status → ErrorInfo mapping (docs/contracts/README.md, "Errors"), as throwable classes.

export type ValidationErrorInfo = { message: string; members: string[] };

export type ErrorInfo = {
  code: number;
  message: string;
  details: string | null;
  validationErrors: ValidationErrorInfo[] | null;
};

export type Language = 'fa' | 'en';

/** The localisable framework messages, in ABP's own words (AbpWeb.xml / AbpWeb-fa.xml). */
export const frameworkMessages = {
  validation: { en: 'Your request is not valid!', fa: 'درخواست شما معتبر نمی باشد!' },
  validationDetails: {
    en: 'The following errors were detected during validation.',
    fa: 'The following errors were detected during validation.',
  },
  unauthorized: {
    en: 'Current user did not login to the application!',
    fa: 'ورود کابر جاری منقضی شده است',
  },
  forbidden: {
    en: 'Required permissions are not granted.',
    fa: 'مجوزهای لازم به شما اعطا نشده است.',
  },
  payloadTooLarge: {
    en: 'The request body is too large.',
    fa: 'حجم درخواست بیش از حد مجاز است.',
  },
  internal: {
    en: 'An internal error occurred during your request!',
    fa: 'خطایی در درخواست شما رخ داده است!',
  },
} as const;

export abstract class AbpError extends Error {
  abstract readonly status: number;
  readonly unAuthorizedRequest: boolean = false;
  abstract toErrorInfo(language: Language): ErrorInfo;
}

/** AbpValidationException → 400 with validationErrors (members camelCased). */
export class AbpValidationError extends AbpError {
  readonly status = 400;
  constructor(readonly validationErrors: ValidationErrorInfo[]) {
    super('validation');
  }
  toErrorInfo(language: Language): ErrorInfo {
    const lines = this.validationErrors.map((error) => `\n - ${error.message}`).join('');
    return {
      code: 0,
      message: frameworkMessages.validation[language],
      details: `${frameworkMessages.validationDetails[language]}${lines}\n`,
      validationErrors: this.validationErrors,
    };
  }
}

/** Not logged in on an [AbpAuthorize] method → 401, unAuthorizedRequest true. */
export class AbpUnauthorizedError extends AbpError {
  readonly status = 401;
  override readonly unAuthorizedRequest = true;
  toErrorInfo(language: Language): ErrorInfo {
    return { code: 0, message: frameworkMessages.unauthorized[language], details: null, validationErrors: null };
  }
}

/** Logged in without the right to this record → 403, unAuthorizedRequest true. */
export class AbpForbiddenError extends AbpError {
  readonly status = 403;
  override readonly unAuthorizedRequest = true;
  toErrorInfo(language: Language): ErrorInfo {
    return { code: 0, message: frameworkMessages.forbidden[language], details: null, validationErrors: null };
  }
}

/** A body over the host's limit → 413; ASP.NET itself answers it before ABP, so the message is the sandbox's. */
export class AbpPayloadTooLargeError extends AbpError {
  readonly status = 413;
  toErrorInfo(language: Language): ErrorInfo {
    return { code: 0, message: frameworkMessages.payloadTooLarge[language], details: null, validationErrors: null };
  }
}

/** A throttled call → 429 with the service's Persian message and how long to wait (Retry-After). */
export class AbpTooManyRequestsError extends AbpError {
  readonly status = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
  toErrorInfo(): ErrorInfo {
    return { code: 0, message: this.message, details: null, validationErrors: null };
  }
}

/** EntityNotFoundException → 404. */
export class EntityNotFoundError extends AbpError {
  readonly status = 404;
  constructor(
    readonly entity: string,
    readonly entityId: string | number,
  ) {
    super('not found');
  }
  toErrorInfo(language: Language): ErrorInfo {
    const message =
      language === 'fa'
        ? `رکورد مورد نظر شما ${this.entity} با شناسه = ${this.entityId} یافت نشد!`
        : `There is no entity ${this.entity} with id = ${this.entityId}!`;
    return { code: 0, message, details: null, validationErrors: null };
  }
}

/** UserFriendlyException → 500 (not 400), message shown verbatim. */
export class UserFriendlyError extends AbpError {
  readonly status = 500;
  constructor(
    message: string,
    readonly details: string | null = null,
    readonly code = 0,
  ) {
    super(message);
  }
  toErrorInfo(): ErrorInfo {
    return { code: this.code, message: this.message, details: this.details, validationErrors: null };
  }
}

/** Anything unexpected → 500 with the generic message. */
export function internalErrorInfo(language: Language): ErrorInfo {
  return { code: 0, message: frameworkMessages.internal[language], details: null, validationErrors: null };
}
