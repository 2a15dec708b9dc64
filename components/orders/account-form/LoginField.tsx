'use client';
// One field of a provider's form, drawn from its definition by type.
import {
  groupValues,
  isTicked,
  textValue,
  type LoginFieldDefinition,
  type LoginFieldValue,
  type LoginValues,
} from '@/lib/login-fields';
import { CheckboxField, SelectField } from './ChoiceFields';
import { InputGroupField, LoginTextField } from './TextFields';

export function LoginField({
  field,
  values,
  error,
  onChange,
}: {
  field: LoginFieldDefinition;
  values: LoginValues;
  error?: string;
  onChange: (key: string, value: LoginFieldValue) => void;
}) {
  const change = (value: LoginFieldValue) => onChange(field.key, value);
  switch (field.type) {
    case 'Select':
      return <SelectField field={field} value={textValue(values, field.key)} error={error} onChange={change} />;
    case 'Checkbox':
      return <CheckboxField field={field} value={isTicked(values, field.key)} error={error} onChange={change} />;
    case 'InputGroup':
      return <InputGroupField field={field} value={groupValues(values, field)} error={error} onChange={change} />;
    default:
      return <LoginTextField field={field} value={textValue(values, field.key)} error={error} onChange={change} />;
  }
}
