// The rules of an order's contact details, and the order input they make (docs/contracts/commerce.md, Order/Create).
import * as z from 'zod/mini';
import { emailField, messages, mobileField, nameField, trimmed } from '@/lib/form-rules';
import type { CreateOrderInput } from '@/services/types/commerce';
import type { UserProfile } from '@/services/types/identity';

export const contactSchema = z.object({
  firstName: nameField(messages.firstNameRequired),
  lastName: nameField(messages.lastNameRequired),
  phoneNumber: mobileField,
  // Optional: an empty field sends no email.
  email: z.pipe(
    trimmed().check(
      z.refine((value: string) => value === '' || emailField.safeParse(value).success, messages.emailInvalid),
    ),
    z.transform((value: string) => value || null),
  ),
});

export function orderInputOf(values: z.output<typeof contactSchema>, user: UserProfile | null): CreateOrderInput {
  return { ...values, gender: user?.gender ?? null, specialRequest: null };
}
