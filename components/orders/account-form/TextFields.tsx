'use client';
// The typed fields of a provider's form: Text, Email, Password (with a show/hide toggle) and Textarea, and the
// InputGroup's numbered inputs. Latin values (addresses, passwords, codes, user names) are typed left to right.
import { useId, useState } from 'react';
import { toPersianDigits } from '@/lib/digits';
import { isLatinLoginField, loginFieldTexts, type LoginFieldDefinition } from '@/lib/login-fields';
import { LinkButton } from '@/components/ui/form/buttons';
import { inputClass } from '@/components/ui/form/styles';
import { FieldNotes, SCROLL_MARGIN, describedBy } from './FieldNotes';

type TextProps = { field: LoginFieldDefinition; value: string; error?: string; onChange: (value: string) => void };

const border = (error: string | undefined) => (error ? 'border-red-500' : 'border-slate-300');

/** Nothing of these values is offered for autofill, corrected or capitalised. */
const latinInput = { dir: 'ltr', spellCheck: false, autoCapitalize: 'none', autoCorrect: 'off' } as const;

export function LoginTextField({ field, value, error, onChange }: TextProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const { label, placeholder, info } = loginFieldTexts(field);
  const latin = isLatinLoginField(field);
  const password = field.type === 'Password';
  const control = {
    id,
    value,
    placeholder: placeholder ?? undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, info, error),
    ...(latin ? latinInput : { dir: 'auto' as const }),
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-bold text-slate-700">
        {label}
      </label>
      {field.type === 'Textarea' ? (
        <textarea
          {...control}
          rows={3}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass} ${border(error)} ${SCROLL_MARGIN}`}
        />
      ) : (
        <div className="relative">
          <input
            {...control}
            type={field.type === 'Email' ? 'email' : password && !visible ? 'password' : 'text'}
            inputMode={field.type === 'Email' ? 'email' : undefined}
            // The buyer's own game account, not this shop's: never fill in or save the shop's password here.
            autoComplete={password ? 'new-password' : 'off'}
            onChange={(event) => onChange(event.target.value)}
            className={`${inputClass} ${border(error)} ${SCROLL_MARGIN} ${latin ? 'text-end' : ''} ${password ? 'ps-24' : ''}`}
          />
          {password ? (
            <div className="absolute inset-y-0 end-2 flex items-center">
              <LinkButton onClick={() => setVisible((shown) => !shown)} aria-controls={id}>
                {visible ? 'پنهان کردن رمز' : 'نمایش رمز'}
              </LinkButton>
            </div>
          ) : null}
        </div>
      )}
      <FieldNotes id={id} hint={info} error={error} />
    </div>
  );
}

/** `inputGroupCount` inputs of one key (backup codes), numbered, grouped under the field's label. */
export function InputGroupField({
  field,
  value,
  error,
  onChange,
}: {
  field: LoginFieldDefinition;
  value: string[];
  error?: string;
  onChange: (value: string[]) => void;
}) {
  const id = useId();
  const { label, placeholder, info } = loginFieldTexts(field);
  // The inputs the error is about: the empty ones while any is empty, else all of them.
  const anyEmpty = value.some((input) => input.trim() === '');
  const invalid = (input: string) => Boolean(error) && (!anyEmpty || input.trim() === '');
  return (
    <fieldset aria-describedby={describedBy(id, info, error)} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-bold text-slate-700">{label}</legend>
      <div className="grid grid-cols-2 gap-2">
        {value.map((input, index) => {
          const inputId = `${id}-${index}`;
          return (
            <div key={inputId} className="flex items-center gap-2">
              <label htmlFor={inputId} className="w-5 shrink-0 text-center text-sm font-bold text-slate-500">
                <span aria-hidden="true">{toPersianDigits(index + 1)}</span>
                <span className="sr-only">{`${label} ${toPersianDigits(index + 1)}`}</span>
              </label>
              <input
                id={inputId}
                value={input}
                placeholder={placeholder ?? undefined}
                autoComplete="off"
                {...latinInput}
                aria-invalid={invalid(input) || undefined}
                aria-describedby={invalid(input) ? `${id}-error` : undefined}
                onChange={(event) =>
                  onChange(value.map((current, at) => (at === index ? event.target.value : current)))
                }
                className={`${inputClass} ${border(invalid(input) ? error : undefined)} ${SCROLL_MARGIN} min-w-0 text-center`}
              />
            </div>
          );
        })}
      </div>
      <FieldNotes id={id} hint={info} error={error} />
    </fieldset>
  );
}
