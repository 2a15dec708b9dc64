'use client';
// A Select (native, its placeholder as the empty first choice) and a Checkbox (its label after the box).
import { useId } from 'react';
import { loginFieldTexts, loginOptionName, type LoginFieldDefinition } from '@/lib/login-fields';
import { inputClass } from '@/components/ui/form/styles';
import { FieldNotes, SCROLL_MARGIN, describedBy } from './FieldNotes';

type ChoiceProps<V> = { field: LoginFieldDefinition; value: V; error?: string; onChange: (value: V) => void };

export function SelectField({ field, value, error, onChange }: ChoiceProps<string>) {
  const id = useId();
  const { label, placeholder, info } = loginFieldTexts(field);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-bold text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, info, error)}
        className={`${inputClass} ${error ? 'border-red-500' : 'border-slate-300'} ${SCROLL_MARGIN}`}
      >
        <option value="">{placeholder ?? 'انتخاب کنید'}</option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {loginOptionName(option)}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={info} error={error} />
    </div>
  );
}

export function CheckboxField({ field, value, error, onChange }: ChoiceProps<boolean>) {
  const id = useId();
  const { label, info } = loginFieldTexts(field);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          type="checkbox"
          checked={value}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, info, error)}
          className={`mt-1 size-5 shrink-0 accent-brand-600 ${SCROLL_MARGIN}`}
        />
        <label htmlFor={id} className="text-sm leading-7 text-slate-800">
          {label}
        </label>
      </div>
      <FieldNotes id={id} hint={info} error={error} />
    </div>
  );
}
