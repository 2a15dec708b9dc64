// What the account-form tests share: the calls the page makes and a field definition as
// LoginProvider/GetByOrderItemId answers it (docs/contracts/commerce.md, Account forms).
import type { LoginProviderField } from '@/services/types/commerce';
import { COMMERCE } from '../services/msw';

export const accountFormApi = {
  order: `${COMMERCE}/api/services/app/Order/Get`,
  providers: `${COMMERCE}/api/services/app/LoginProvider/GetByOrderItemId`,
  submit: `${COMMERCE}/api/services/app/OrderItemProviderField/Submit`,
};

/** The Persian label, placeholder and info of a field; a label alone leaves the other two empty. */
export type FieldTexts = string | [label: string, placeholder: string | null, info: string | null];

/** A required field with Persian texts (and English ones when the texts are given in full). */
export function field(
  key: string,
  type: LoginProviderField['type'],
  order: number,
  fa: FieldTexts,
  extra: Partial<LoginProviderField> = {},
): LoginProviderField {
  const [label, placeholder, info] = typeof fa === 'string' ? [fa, null, null] : fa;
  const english =
    typeof fa === 'string' ? [] : [{ language: 'en', label: `en ${key}`, placeholder: 'en placeholder', info: null }];
  return {
    id: order,
    key,
    type,
    isRequired: true,
    inputGroupCount: 0,
    order,
    translations: [{ language: 'fa', label, placeholder, info }, ...english],
    options: [],
    ...extra,
  };
}
