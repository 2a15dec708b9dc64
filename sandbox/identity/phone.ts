// Request members holding a mobile number or a one-time code, as the identity host binds them.
import { z } from 'zod';
import { normaliseMobile, toLatinDigits } from '../text';

export const INVALID_MOBILE_MESSAGE = 'شماره موبایل وارد شده معتبر نیست.';

/** A request member holding a mobile number; anything else is a 400 with a Persian message. */
export const mobileNumber = z.string().transform((text, ctx) => {
  const mobile = normaliseMobile(text);
  if (mobile === null) {
    ctx.addIssue({ code: 'custom', message: INVALID_MOBILE_MESSAGE });
    return z.NEVER;
  }
  return mobile;
});

/** A one-time code as typed: digits in any script, sent as a string or a number. */
export const oneTimeCode = z.union([z.string(), z.number()]).transform((value) => toLatinDigits(String(value)).trim());
