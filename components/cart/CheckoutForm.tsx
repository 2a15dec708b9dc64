'use client';
// 'ثبت سفارش': logged out, it opens the login form over the cart and checkout goes on by itself after login
// (loginToContinueReserve); logged in, it sends the contact details (prefilled from the profile) to Order/Create.
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { CreateOrderInput } from '@/services/types/commerce';
import type { ServiceError } from '@/services/types/common';
import type { UserProfile } from '@/services/types/identity';
import { groupField } from '@/components/ui/form/fields';
import { NameFields } from '@/components/ui/form/NameFields';
import { EmailField, PhoneField } from '@/components/ui/form/presets';
import { SubmitRow } from '@/components/ui/form/SubmitRow';
import { validate } from '@/components/shared/forms';
import { useServiceForm } from '@/components/shared/useServiceForm';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setLoginFormIsOpen, setLoginToContinueReserve } from '@/store/slices/authSlice';
import { contactFrom, type ContactValues } from './contact';

const FIELDS = ['firstName', 'lastName', 'phoneNumber', 'email'] as const;

/** Lets the login dialog hand the fresh user to the form, which then places the order by itself. */
export type ContinueCheckout = (user: UserProfile) => void;

export function CheckoutForm({
  busy,
  disabled,
  onPlaceOrder,
  continueRef,
}: {
  busy: boolean;
  disabled: boolean;
  onPlaceOrder: (input: CreateOrderInput) => Promise<ServiceError | null>;
  continueRef: RefObject<ContinueCheckout | null>;
}) {
  const dispatch = useAppDispatch();
  const { isAuthenticated, user } = useAppSelector((state) => state.auth);
  // What was typed, for the user it was typed for; another (or a newly logged-in) user starts from their profile.
  const [draft, setDraft] = useState<{ userId: number | null; values: ContactValues }>(() => ({
    userId: user?.id ?? null,
    values: contactFrom(user),
  }));
  const values = draft.userId === (user?.id ?? null) ? draft.values : contactFrom(user);
  const form = useServiceForm();
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (contact: ContactValues, buyer: UserProfile | null) => {
    // The rules load with the first order placed, not with the page.
    const { contactSchema, orderInputOf } = await import('./contact-schema');
    const checked = validate(contactSchema, contact);
    if (!checked.ok) {
      // Committed at once (this runs after an await, outside React's event): the first field to fix is then in
      // the page to take the focus.
      flushSync(() => {
        form.setErrors(checked.errors);
        form.setFormError('برای ثبت سفارش، اطلاعات تماس را کامل کنید.');
      });
      formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    form.clear();
    const failure = await onPlaceOrder(orderInputOf(checked.data, buyer));
    if (failure) form.fail(failure, FIELDS);
  };

  useEffect(() => {
    continueRef.current = (buyer) => void submit(contactFrom(buyer), buyer);
    return () => {
      continueRef.current = null;
    };
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || disabled) return;
    if (!isAuthenticated) {
      dispatch(setLoginToContinueReserve(true));
      dispatch(setLoginFormIsOpen(true));
      return;
    }
    void submit(values, user);
  };

  const group = {
    values,
    errors: form.errors,
    onChange: (field: keyof ContactValues, value: string) =>
      setDraft({ userId: user?.id ?? null, values: { ...values, [field]: value } }),
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      {isAuthenticated ? (
        <fieldset className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-3">
          <legend className="px-1 text-sm font-bold text-slate-700">اطلاعات تماس</legend>
          <NameFields className="grid grid-cols-2 gap-3" {...group} />
          <PhoneField name="phoneNumber" {...groupField(group, 'phoneNumber')} />
          <EmailField label="ایمیل (اختیاری)" name="email" {...groupField(group, 'email')} />
        </fieldset>
      ) : (
        <p className="text-sm leading-6 text-slate-600">
          برای ثبت سفارش وارد حساب کاربری خود می‌شوید؛ سبد خرید شما حفظ می‌شود.
        </p>
      )}
      <SubmitRow error={form.formError} pending={busy} disabled={disabled}>
        ثبت سفارش
      </SubmitRow>
    </form>
  );
}
