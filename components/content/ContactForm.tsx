'use client';
// The contact form: checked here with the CMS's own rules, sent through sendContactMessage (a ServiceResult,
// never a throw). A failed send keeps what was typed; a sent message clears the form and shows the toast.
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  CONTACT_FIELDS,
  CONTACT_MESSAGES,
  EMPTY_CONTACT_VALUES,
  MESSAGE_MAX,
  NAME_MAX,
  contactErrorMessage,
  fieldErrorsFromService,
  validateContactForm,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '@/lib/contact-form';
import { sendContactMessage } from '@/services/cms';
import { useAppDispatch } from '@/store/hooks';
import { showNotification } from '@/store/slices/notificationSlice';

const inputClass =
  'mt-1.5 block w-full rounded-xl border bg-white px-3.5 py-3 text-base text-slate-900 placeholder:text-slate-400 ' +
  'focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 ' +
  'disabled:bg-slate-50';

export function ContactForm() {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT_VALUES);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // State updates land after the click; the ref closes the gap so a double click sends once.
  const sendingRef = useRef(false);
  const fields = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const id = useId();

  const ids = (field: ContactField) => ({ input: `${id}-${field}`, error: `${id}-${field}-error`, hint: `${id}-${field}-hint` });

  const update = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Once the visitor edits a field, its old complaint no longer applies.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const focusFirstError = (found: ContactErrors) => {
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) fields.current[first]?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;

    const checked = validateContactForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError(null);
      focusFirstError(checked.errors);
      return;
    }

    sendingRef.current = true;
    setSending(true);
    setFormError(null);
    try {
      const result = await sendContactMessage(checked.data);
      if (result.ok) {
        setValues(EMPTY_CONTACT_VALUES);
        setErrors({});
        dispatch(showNotification({ status: 'success', message: CONTACT_MESSAGES.sent }));
      } else {
        const fieldErrors = fieldErrorsFromService(result.error.fields);
        setErrors(fieldErrors);
        setFormError(contactErrorMessage(result.error.message));
        focusFirstError(fieldErrors);
      }
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  const describedBy = (field: ContactField, hint = false) =>
    [hint ? ids(field).hint : null, errors[field] ? ids(field).error : null].filter(Boolean).join(' ') || undefined;

  const fieldError = (field: ContactField) =>
    errors[field] ? (
      <p id={ids(field).error} className="mt-1.5 text-sm leading-6 text-red-600">
        {errors[field]}
      </p>
    ) : null;

  const borderOf = (field: ContactField) => (errors[field] ? 'border-red-500' : 'border-slate-300');

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={sending} className="flex flex-col gap-4">
      <div>
        <label htmlFor={ids('name').input} className="text-sm font-bold text-slate-800">
          نام
        </label>
        <input
          ref={(element) => {
            fields.current.name = element;
          }}
          id={ids('name').input}
          name="name"
          type="text"
          autoComplete="name"
          maxLength={NAME_MAX}
          value={values.name}
          onChange={(event) => update('name', event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
          className={`${inputClass} ${borderOf('name')}`}
        />
        {fieldError('name')}
      </div>

      <div>
        <label htmlFor={ids('contact').input} className="text-sm font-bold text-slate-800">
          شماره موبایل یا ایمیل
        </label>
        <input
          ref={(element) => {
            fields.current.contact = element;
          }}
          id={ids('contact').input}
          name="contact"
          type="text"
          dir="ltr"
          autoComplete="email"
          spellCheck={false}
          value={values.contact}
          onChange={(event) => update('contact', event.target.value)}
          aria-invalid={errors.contact ? true : undefined}
          aria-describedby={describedBy('contact', true)}
          className={`${inputClass} text-start ${borderOf('contact')}`}
        />
        <p id={ids('contact').hint} className="mt-1.5 text-xs leading-5 text-slate-500">
          برای پاسخ، یک شماره موبایل (مثل ۰۹۱۲۳۴۵۶۷۸۹) یا نشانی ایمیل بنویسید.
        </p>
        {fieldError('contact')}
      </div>

      <div>
        <label htmlFor={ids('message').input} className="text-sm font-bold text-slate-800">
          پیام
        </label>
        <textarea
          ref={(element) => {
            fields.current.message = element;
          }}
          id={ids('message').input}
          name="message"
          rows={5}
          maxLength={MESSAGE_MAX}
          value={values.message}
          onChange={(event) => update('message', event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', true)}
          className={`${inputClass} resize-y leading-7 ${borderOf('message')}`}
        />
        <p id={ids('message').hint} className="mt-1.5 text-xs leading-5 text-slate-500">
          دست‌کم ۱۰ نویسه؛ اگر درباره‌ی سفارشی می‌پرسید، شماره‌ی سفارش را هم بنویسید.
        </p>
        {fieldError('message')}
      </div>

      {formError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm leading-6 text-red-700">
          {formError}
        </p>
      ) : null}

      <button
        type="submit"
        disabled={sending}
        className="flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-3 font-bold text-white transition-colors hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        {sending ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
          />
        ) : null}
        ارسال
      </button>
      <p role="status" className="sr-only">
        {sending ? 'در حال ارسال پیام…' : ''}
      </p>
    </form>
  );
}
