// The contact details an order carries (CONTRACTS §10 Order/Create), prefilled from the profile.
import { z } from 'zod';
import { emailField, messages, mobileField } from '@/components/account/schemas';
import type { CreateOrderInput, UserProfile } from '@/services/types';

export type ContactValues = { firstName: string; lastName: string; phoneNumber: string; email: string };

export const contactSchema = z.object({
  firstName: z.string().trim().min(1, messages.firstNameRequired).max(64, messages.nameTooLong),
  lastName: z.string().trim().min(1, messages.lastNameRequired).max(64, messages.nameTooLong),
  phoneNumber: mobileField,
  // Optional: an empty field sends no email.
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || emailField.safeParse(value).success, messages.emailInvalid)
    .transform((value) => value || null),
});

export function contactFrom(user: UserProfile | null): ContactValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phoneNumber: user?.phoneNumber ?? user?.userName ?? '',
    email: user?.emailAddress ?? '',
  };
}

export function orderInputOf(values: z.output<typeof contactSchema>, user: UserProfile | null): CreateOrderInput {
  return { ...values, gender: user?.gender ?? null, specialRequest: null };
}
