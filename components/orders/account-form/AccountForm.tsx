'use client';
// The buyer's game-account details for one item: choose the platform, fill in its fields, send once.
// What is typed lives only here, per provider (switching back loses nothing), and survives every error; it
// never reaches the store, storage or the address, and is dropped once the service has it.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  errorsOnLoginFields,
  loginFieldErrors,
  loginSubmissionFields,
  sortedLoginFields,
  type LoginFieldErrors,
  type LoginFieldValue,
  type LoginValues,
} from '@/lib/login-fields';
import { submitLoginFields } from '@/services/commerce';
import type { LoginProvider } from '@/services/types/commerce';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';
import { useSubmission } from '@/components/shared/useServiceForm';
import { SubmitRow } from '@/components/ui/form/SubmitRow';
import { LoginField } from './LoginField';
import { ProviderChoice } from './ProviderChoice';
import { serviceErrorOf } from '@/services/errors';

export const SUBMIT_LABEL = 'ثبت و ارسال اطلاعات';
export const CHOOSE_PROVIDER_MESSAGE = 'پلتفرم اکانت خود را انتخاب کنید.';

export function AccountForm({
  orderItemId,
  providers,
  onSent,
}: {
  orderItemId: number;
  providers: LoginProvider[];
  onSent: () => void;
}) {
  const expire = useSessionExpiry();
  const { pending, run } = useSubmission();
  const [chosenId, setChosenId] = useState<number | null>(providers.length === 1 ? providers[0].id : null);
  const [valuesByProvider, setValuesByProvider] = useState<Record<number, LoginValues>>({});
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [providerError, setProviderError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  // Bumped whenever errors land on fields, so the first of them takes the focus.
  const [focusRequest, setFocusRequest] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  const provider = providers.find((candidate) => candidate.id === chosenId) ?? null;
  const fields = useMemo(() => (provider ? sortedLoginFields(provider.fields) : []), [provider]);
  const values = (provider && valuesByProvider[provider.id]) || {};

  useEffect(() => {
    if (focusRequest > 0)
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[data-invalid] input')?.focus();
  }, [focusRequest]);

  const choose = (id: number) => {
    setChosenId(id);
    setErrors({});
    setProviderError(undefined);
  };

  const change = (key: string, value: LoginFieldValue) => {
    if (!provider) return;
    const id = provider.id;
    setValuesByProvider((current) => ({ ...current, [id]: { ...current[id], [key]: value } }));
  };

  const showOnFields = (fieldErrors: LoginFieldErrors) => {
    setErrors(fieldErrors);
    setFocusRequest((count) => count + 1);
  };

  const send = (chosen: LoginProvider, typed: LoginValues) =>
    run(async () => {
      setErrors({});
      setFormError(null);
      try {
        await submitLoginFields({
          orderItemId,
          loginProviderId: chosen.id,
          fields: loginSubmissionFields(chosen.fields, typed),
        });
      } catch (failure) {
        const error = serviceErrorOf(failure);
        if (expire(error)) return;
        const { errors: onFields, unplaced } = errorsOnLoginFields(chosen.fields, error.fields ?? {});
        const placed = Object.keys(onFields).length > 0;
        if (placed) showOnFields(onFields);
        // A message no field can hold (the whole form, the provider, a refusal) goes above the button.
        setFormError(placed && unplaced.length === 0 ? null : [error.message, ...unplaced].join('\n'));
        return;
      }
      setValuesByProvider({});
      onSent();
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!provider) {
      setProviderError(CHOOSE_PROVIDER_MESSAGE);
      setFocusRequest((count) => count + 1);
      return;
    }
    const found = loginFieldErrors(fields, values);
    if (Object.keys(found).length > 0) {
      setFormError(null);
      showOnFields(found);
      return;
    }
    void send(provider, values);
  };

  return (
    <form ref={form} noValidate onSubmit={submit} aria-label="اطلاعات اکانت" className="flex flex-col gap-5 px-4 pb-8">
      <ProviderChoice providers={providers} chosen={chosenId} onChoose={choose} error={providerError} />
      {provider ? (
        <div key={provider.id} className="flex flex-col gap-4 border-t border-slate-100 pt-4">
          <h2 className="font-extrabold text-slate-900">
            اطلاعات ورود به <bdi>{provider.displayName}</bdi>
          </h2>
          {fields.map((field) => (
            <LoginField key={field.key} field={field} values={values} error={errors[field.key]} onChange={change} />
          ))}
        </div>
      ) : null}
      <div className="flex flex-col gap-3">
        <SubmitRow error={formError} pending={pending} pendingNote="در حال ارسال اطلاعات اکانت…">
          {SUBMIT_LABEL}
        </SubmitRow>
      </div>
    </form>
  );
}
