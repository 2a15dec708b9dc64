'use client';
// The contact form: checked here with the CMS's own rules, sent through sendContactMessage (a ServiceResult,
// never a throw). A failed send keeps what was typed; a sent message clears the form and shows the toast.
import { useRef, useState, type FormEvent } from 'react';
import { useSubmission } from '@/components/shared/useServiceForm';
import { TextAreaField, TextField } from '@/components/ui/form/fields';
import { SubmitRow } from '@/components/ui/form/SubmitRow';
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

export function ContactForm() {
  const dispatch = useAppDispatch();
  const { pending, run } = useSubmission();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT_VALUES);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  /** A field's name, value, error and onChange. */
  const fieldProps = (field: ContactField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      // Once the visitor edits a field, its old complaint no longer applies.
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    },
  });

  const focusFirstError = (found: ContactErrors) => {
    const first = CONTACT_FIELDS.find((field) => found[field]);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateContactForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError(null);
      focusFirstError(checked.errors);
      return;
    }
    void run(async () => {
      setFormError(null);
      const result = await sendContactMessage(checked.data);
      if (result.ok) {
        setValues(EMPTY_CONTACT_VALUES);
        setErrors({});
        dispatch(showNotification({ status: 'success', message: CONTACT_MESSAGES.sent }));
        return;
      }
      const fieldErrors = fieldErrorsFromService(result.error.fields);
      setErrors(fieldErrors);
      setFormError(contactErrorMessage(result.error.message));
      focusFirstError(fieldErrors);
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={pending} className="flex flex-col gap-4">
      <TextField label="نام" type="text" autoComplete="name" maxLength={NAME_MAX} {...fieldProps('name')} />
      <TextField
        label="شماره موبایل یا ایمیل"
        type="text"
        dir="ltr"
        autoComplete="email"
        spellCheck={false}
        className="text-start"
        hint="برای پاسخ، یک شماره موبایل (مثل ۰۹۱۲۳۴۵۶۷۸۹) یا نشانی ایمیل بنویسید."
        {...fieldProps('contact')}
      />
      <TextAreaField
        label="پیام"
        rows={5}
        maxLength={MESSAGE_MAX}
        className="resize-y leading-7"
        hint="دست‌کم ۱۰ نویسه؛ اگر درباره‌ی سفارشی می‌پرسید، شماره‌ی سفارش را هم بنویسید."
        {...fieldProps('message')}
      />
      <SubmitRow error={formError} pending={pending} pendingNote="در حال ارسال پیام…">
        ارسال
      </SubmitRow>
    </form>
  );
}
