// WordPress REST argument handling (docs/contracts/blog.md, "Parameters" and "Errors"): list forms
// (a,b / x[]=a / x[0]=a), integer and enum checks, and the rest_invalid_param error they produce.

export class WpError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 413,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toBody() {
    return { code: this.code, message: this.message, data: { status: this.status, ...this.extra } };
  }
}

export function invalidParam(
  param: string,
  message: string,
  code = 'rest_invalid_type',
  data: unknown = { param },
): WpError {
  return new WpError(400, 'rest_invalid_param', `Invalid parameter(s): ${param}`, {
    params: { [param]: message },
    details: { [param]: { code, message, data } },
  });
}

export class WpParams {
  constructor(private readonly search: URLSearchParams) {}

  has(name: string): boolean {
    return this.values(name).length > 0 || this.search.has(name);
  }

  /** Every value given for `name`, `name[]` or `name[n]`, comma lists split. */
  values(name: string): string[] {
    const values: string[] = [];
    for (const [key, value] of this.search) {
      if (key === name || key === `${name}[]` || new RegExp(`^${name}\\[\\d+\\]$`).test(key)) {
        values.push(
          ...value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        );
      }
    }
    return values;
  }

  string(name: string): string | undefined {
    const value = this.search.get(name);
    return value === null ? undefined : value;
  }

  integer(name: string, fallback: number, bounds: { min?: number; max?: number } = {}): number {
    const raw = this.string(name);
    if (raw === undefined || raw === '') return fallback;
    if (!/^-?\d+$/.test(raw.trim())) throw invalidParam(name, `${name} is not of type integer.`);
    const value = Number(raw);
    const { min, max } = bounds;
    if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
      const message =
        min !== undefined && max !== undefined
          ? `${name} must be between ${min} (inclusive) and ${max} (inclusive)`
          : `${name} must be greater than or equal to ${min}`;
      throw invalidParam(name, message, 'rest_out_of_bounds', null);
    }
    return value;
  }

  integers(name: string): number[] {
    return this.values(name).map((value, index) => {
      if (!/^\d+$/.test(value)) throw invalidParam(name, `${name}[${index}] is not of type integer.`);
      return Number(value);
    });
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.string(name);
    if (raw === undefined || raw === '') return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      throw invalidParam(name, `${name} is not one of ${allowed.join(', ')}.`, 'rest_not_in_enum', null);
    }
    return raw as T;
  }

  boolean(name: string): boolean | undefined {
    const raw = this.string(name);
    if (raw === undefined || raw === '') return undefined;
    if (['1', 'true'].includes(raw)) return true;
    if (['0', 'false'].includes(raw)) return false;
    throw invalidParam(name, `${name} is not of type boolean.`);
  }
}
