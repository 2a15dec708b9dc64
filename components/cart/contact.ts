// The contact details an order carries (docs/contracts/commerce.md, Order/Create), prefilled from the profile.
import * as z from 'zod/mini';
import { emailField, messages, mobileField, nameField, trimmed } from '@/lib/form-rules';
import type { CreateOrderInput } from '@/services/types/commerce';
import type { UserProfile } from '@/services/types/identity';

export type ContactValues = { firstName: string; lastName: string; phoneNumber: string; email: string };

export const contactSchema = z.object({
  firstName: nameField(messages.firstNameRequired),
  lastName: nameField(messages.lastNameRequired),
  phoneNumber: mobileField,
  // Optional: an empty field sends no email.
  email: z.pipe(
    trimmed().check(z.refine((value: string) => value === '' || emailField.safeParse(value).success, messages.emailInvalid)),
    z.transform((value: string) => value || null),
  ),
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
