// The discount host's shapes, as contracts/discount.openapi.yaml gives them. An order is a "reserve" there.
import type { components } from '@/contracts/generated/discount';

type Schemas = components['schemas'];

export type RegisteredDiscount = Schemas['RegisteredDiscount'];

/** error.code of a code that does not apply: unknown, another service's, not started, expired, already used. */
export type DiscountErrorCode = Schemas['DiscountErrorCode'];
