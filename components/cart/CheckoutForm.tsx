'use client';
// 'ثبت سفارش': logged out, it opens the login form over the cart and checkout goes on by itself after login
// (loginToContinueReserve); logged in, it sends the contact details (prefilled from the profile) to Order/Create.
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { CreateOrderInput } from '@/services/types/commerce';
import type { ServiceError } from '@/services/types/common';
import type { UserProfile } from '@/services/types/identity';
import { FormError, PhoneField, TextField } from '@/components/ui/form/fields';
import { serviceErrorFor, validate, type FieldErrors } from '@/components/shared/forms';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setLoginFormIsOpen, setLoginToContinueReserve } from '@/store/slices/authSlice';
import { contactFrom, contactSchema, orderInputOf, type ContactValues } from './contact';

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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (contact: ContactValues, buyer: UserProfile | null) => {
    const checked = validate(contactSchema, contact);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError('برای ثبت سفارش، اطلاعات تماس را کامل کنید.');
      // The first field to fix gets the focus.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setFormError(null);
    const failure = await onPlaceOrder(orderInputOf(checked.data, buyer));
    if (failure) {
      const mapped = serviceErrorFor(failure, FIELDS);
      setErrors(mapped.fieldErrors);
      setFormError(mapped.formError);
    }
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

  const set = (field: keyof ContactValues) => (event: { target: { value: string } }) =>
    setDraft({ userId: user?.id ?? null, values: { ...values, [field]: event.target.value } });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      {isAuthenticated ? (
        <fieldset className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-3">
          <legend className="px-1 text-sm font-bold text-slate-700">اطلاعات تماس</legend>
          <div className="grid grid-cols-2 gap-3">
            <TextField label="نام" name="firstName" autoComplete="given-name" value={values.firstName} onChange={set('firstName')} error={errors.firstName} />
            <TextField label="نام خانوادگی" name="lastName" autoComplete="family-name" value={values.lastName} onChange={set('lastName')} error={errors.lastName} />
          </div>
          <PhoneField
            name="phoneNumber"
            value={values.phoneNumber}
            onChange={set('phoneNumber')}
            error={errors.phoneNumber}
          />
          <TextField
            label="ایمیل (اختیاری)"
            name="email"
            type="email"
            autoComplete="email"
            dir="ltr"
            className="text-end"
            value={values.email}
            onChange={set('email')}
            error={errors.email}
          />
        </fieldset>
      ) : (
        <p className="text-sm leading-6 text-slate-600">برای ثبت سفارش وارد حساب کاربری خود می‌شوید؛ سبد خرید شما حفظ می‌شود.</p>
      )}
      <FormError message={formError} />
      <button
        type="submit"
        disabled={busy || disabled}
        aria-busy={busy || undefined}
        className="w-full rounded-xl bg-brand-600 px-4 py-3 font-bold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        ثبت سفارش
      </button>
    </form>
  );
}
