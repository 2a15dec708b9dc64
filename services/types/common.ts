// What every service module shares: the typed result of identity and payment calls, and ABP's paging
// and currency shapes (docs/contracts/README.md).

/** A failed call, already translated for the user. */
export type ServiceError = {
  kind: 'network' | 'unauthorized' | 'validation' | 'notFound' | 'server';
  status: number | null;
  /** Persian, shown to the user as is. */
  message: string;
  /** Field name (camelCase, as the ABP validationErrors members name it) → message. */
  fields?: Record<string, string>;
  /** ABP's error.code when the service set one (never 0): why a request was refused, e.g. a discount code's 6101-6105. */
  code?: number;
  /** ABP's error.details when the service gave them (Persian, a second line to the message). */
  details?: string;
};

export type ServiceResult<T> = { ok: true; data: T } | { ok: false; error: ServiceError };

export type CurrencyType = 'IRR';

/** ABP `PagedResultDto<T>`. */
export type PagedResult<T> = { totalCount: number; items: T[] };
