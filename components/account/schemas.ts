// Client-side rules of the account and wallet forms, with Persian messages. They mirror the identity and
// payment services' own rules so most mistakes are caught before a call.
import { z } from 'zod';
import { toLatinDigits } from '@/lib/digits';
import { normalizeIranianMobile } from '@/lib/phone';

export const messages = {
  phoneRequired: 'شماره موبایل را وارد کنید.',
  phoneInvalid: 'شماره موبایل معتبر نیست؛ مثلاً ۰۹۱۲۱۲۳۴۵۶۷',
  codeInvalid: 'کد تایید ۶ رقمی را وارد کنید.',
  identifierRequired: 'شماره موبایل یا ایمیل را وارد کنید.',
  identifierInvalid: 'شماره موبایل یا ایمیل معتبر نیست.',
  passwordRequired: 'رمز عبور را وارد کنید.',
  registrationPassword: 'رمز عبور باید دست‌کم ۶ نویسه باشد.',
  // The identity service's rule for new passwords (change and reset).
  passwordRule: 'رمز عبور باید دست‌کم ۸ نویسه و شامل حرف و عدد باشد.',
  repeatMismatch: 'تکرار رمز عبور با رمز عبور جدید یکسان نیست.',
  currentPasswordRequired: 'رمز عبور فعلی را وارد کنید.',
  firstNameRequired: 'نام را وارد کنید.',
  lastNameRequired: 'نام خانوادگی را وارد کنید.',
  nameTooLong: 'حداکثر ۶۴ نویسه مجاز است.',
  emailRequired: 'ایمیل را وارد کنید.',
  emailInvalid: 'نشانی ایمیل معتبر نیست.',
} as const;

export const OTP_LENGTH = 6;

/** Any way of typing an Iranian mobile → '09xxxxxxxxx'. */
export const mobileField = z
  .string()
  .trim()
  .min(1, messages.phoneRequired)
  .transform((value, ctx) => {
    const mobile = normalizeIranianMobile(value);
    if (!mobile) {
      ctx.addIssue({ code: 'custom', message: messages.phoneInvalid });
      return z.NEVER;
    }
    return mobile;
  });

/** Six digits in Persian, Arabic or Latin script → six Latin digits. */
export const otpField = z
  .string()
  .transform((value) => toLatinDigits(value).replace(/\s/g, ''))
  .refine((value) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value), messages.codeInvalid);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string()
  .trim()
  .min(1, messages.emailRequired)
  .refine((value) => EMAIL.test(value) && value.length <= 256, messages.emailInvalid);

/** Password login takes a mobile (normalised) or an e-mail address (as typed). */
export const identifierField = z
  .string()
  .trim()
  .min(1, messages.identifierRequired)
  .transform((value, ctx) => {
    if (value.includes('@')) {
      if (EMAIL.test(value)) return value;
    } else {
      const mobile = normalizeIranianMobile(value);
      if (mobile) return mobile;
    }
    ctx.addIssue({ code: 'custom', message: messages.identifierInvalid });
    return z.NEVER;
  });

export const strongPasswordField = z
  .string()
  .refine((value) => value.length >= 8 && /\p{L}/u.test(value) && /\p{Nd}/u.test(value), messages.passwordRule);

export const phoneSchema = z.object({ phoneNumber: mobileField });
export const codeSchema = z.object({ code: otpField });
export const registerSchema = z.object({ password: z.string().min(6, messages.registrationPassword) });
export const passwordLoginSchema = z.object({
  emailOrPhoneNumber: identifierField,
  password: z.string().min(1, messages.passwordRequired),
});

export const newPasswordSchema = z
  .object({ newPassword: strongPasswordField, repeatPassword: z.string() })
  .refine((values) => values.newPassword === values.repeatPassword, {
    message: messages.repeatMismatch,
    path: ['repeatPassword'],
  });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, messages.currentPasswordRequired),
    newPassword: strongPasswordField,
    repeatPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.repeatPassword, {
    message: messages.repeatMismatch,
    path: ['repeatPassword'],
  });

export const nameSchema = z.object({
  firstName: z.string().trim().min(1, messages.firstNameRequired).max(64, messages.nameTooLong),
  lastName: z.string().trim().min(1, messages.lastNameRequired).max(64, messages.nameTooLong),
});

export const emailSchema = z.object({ emailAddress: emailField });
