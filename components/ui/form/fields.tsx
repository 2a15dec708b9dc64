'use client';
// The labelled fields of every form: a label, the control, an optional hint and the field's error, wired
// with aria-invalid and aria-describedby. Presets for what a kind of field always has are in presets.tsx.
import { useId, useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { LinkButton } from './buttons';
import { inputClass } from './styles';

type FrameProps = { label: string; error?: string; hint?: ReactNode };

export type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> &
  FrameProps & {
    /** Something beside the input, inside its frame (e.g. the show/hide toggle). */
    trailing?: ReactNode;
  };

/** A block of fields (names, new password): its values, their errors, and each edit. */
export type FieldGroupProps<V extends Record<string, string>> = {
  values: V;
  errors: Partial<Record<string, string>>;
  onChange: (field: keyof V, value: string) => void;
};

/** One field of a block: its value, its onChange and its error. */
export function groupField<V extends Record<string, string>>(
  { values, errors, onChange }: FieldGroupProps<V>,
  field: keyof V & string,
) {
  return {
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    error: errors[field],
  };
}

type Control = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

const controlClass = (error: string | undefined, extra: string) =>
  `${inputClass} ${error ? 'border-red-500' : 'border-slate-300'} ${extra}`;

/** The label, hint and error around one control; `children` renders the control with the wiring it is given. */
function FieldFrame({ label, error, hint, children }: FrameProps & { children: (control: Control) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // A rule shown as a hint is not repeated when it is also the error.
  const showHint = Boolean(hint) && hint !== error;
  const describedBy = [showHint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-bold text-slate-700">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {showHint ? (
        <p id={hintId} className="text-xs leading-5 text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm leading-6 text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Room for what sits at the frame's end (the left of this right-to-left page). A left-to-right input (a code, an
 * address) has its own start there, so the room goes on its start side.
 */
const trailingRoom = (dir: string | undefined) => (dir === 'ltr' ? 'ps-20' : 'pe-20');

export function TextField({ label, error, hint, trailing, className, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            className={controlClass(error, `${trailing ? trailingRoom(input.dir) : ''} ${className ?? ''}`)}
            {...input}
          />
          {trailing ? <div className="absolute inset-y-0 end-2 flex items-center">{trailing}</div> : null}
        </div>
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & FrameProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => <textarea {...control} className={controlClass(error, className ?? '')} {...textarea} />}
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle. The toggle's name avoids the words of the field's label. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <LinkButton aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
          {visible ? 'پنهان' : 'نمایش'}
        </LinkButton>
      }
    />
  );
}
