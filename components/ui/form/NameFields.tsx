// First and last name, as the profile and an order's contact details ask for them.
import { TextField, groupField, type FieldGroupProps } from './fields';

export type NameValues = { firstName: string; lastName: string };

const FIELDS = [
  { field: 'firstName', label: 'نام', autoComplete: 'given-name' },
  { field: 'lastName', label: 'نام خانوادگی', autoComplete: 'family-name' },
] as const;

/** `className` lays the two out (stacked in the profile, side by side in the cart). */
export function NameFields({ className, ...group }: FieldGroupProps<NameValues> & { className: string }) {
  return (
    <div className={className}>
      {FIELDS.map(({ field, label, autoComplete }) => (
        <TextField key={field} label={label} name={field} autoComplete={autoComplete} {...groupField(group, field)} />
      ))}
    </div>
  );
}
