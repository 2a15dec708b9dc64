// The contact details an order carries (docs/contracts/commerce.md, Order/Create), prefilled from the profile. Their
// rules (zod) are in contact-schema.ts, loaded when an order is placed.
import type { UserProfile } from '@/services/types/identity';

export type ContactValues = { firstName: string; lastName: string; phoneNumber: string; email: string };

export function contactFrom(user: UserProfile | null): ContactValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phoneNumber: user?.phoneNumber ?? user?.userName ?? '',
    email: user?.emailAddress ?? '',
  };
}
