// The pieces every form is made of: the new-password block, the submit row, the fields and their presets.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PasswordField, TextAreaField, TextField } from '@/components/ui/form/fields';
import { NewPasswordFields, type NewPasswordValues } from '@/components/ui/form/NewPasswordFields';
import { CodeField, PhoneField } from '@/components/ui/form/presets';
import { SubmitRow } from '@/components/ui/form/SubmitRow';
import { messages } from '@/lib/form-rules';

function NewPassword({ errors = {} }: { errors?: Partial<Record<string, string>> }) {
  const [values, setValues] = useState<NewPasswordValues>({ newPassword: '', repeatPassword: '' });
  return (
    <NewPasswordFields
      values={values}
      errors={errors}
      onChange={(field, value) => setValues({ ...values, [field]: value })}
    />
  );
}

describe('new password and its repeat', () => {
  it("shows the service's rule once, under the new password only, before anything is typed", () => {
    render(<NewPassword />);
    expect(screen.getAllByText(messages.passwordRule)).toHaveLength(1);
    expect(screen.getByLabelText('رمز عبور جدید')).toHaveAccessibleDescription(messages.passwordRule);
    expect(screen.getByLabelText('تکرار رمز عبور جدید')).not.toHaveAccessibleDescription();
  });

  it('does not say the rule twice when it is also the error', () => {
    render(<NewPassword errors={{ newPassword: messages.passwordRule }} />);
    expect(screen.getAllByText(messages.passwordRule)).toHaveLength(1);
    const input = screen.getByLabelText('رمز عبور جدید');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(messages.passwordRule);
  });

  it('puts the mismatch under the repeat', () => {
    render(<NewPassword errors={{ repeatPassword: messages.repeatMismatch }} />);
    expect(screen.getByLabelText('تکرار رمز عبور جدید')).toHaveAccessibleDescription(messages.repeatMismatch);
    expect(screen.getByLabelText('رمز عبور جدید')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps what is typed, offers the new-password autofill, and each show/hide reveals its own field', async () => {
    const user = userEvent.setup();
    render(<NewPassword />);
    const next = screen.getByLabelText('رمز عبور جدید');
    const repeat = screen.getByLabelText('تکرار رمز عبور جدید');
    await user.type(next, 'Fresh1234');
    expect(next).toHaveValue('Fresh1234');
    expect(next).toHaveAttribute('autocomplete', 'new-password');
    expect(repeat).toHaveAttribute('autocomplete', 'new-password');
    const [showNext] = screen.getAllByRole('button', { name: 'نمایش' });
    await user.click(showNext);
    expect(next).toHaveAttribute('type', 'text');
    expect(repeat).toHaveAttribute('type', 'password');
  });
});

describe('password field', () => {
  it("toggles between 'نمایش' and 'پنهان', pressed while the password shows", async () => {
    const user = userEvent.setup();
    render(<PasswordField label="رمز عبور" defaultValue="secret1" />);
    const input = screen.getByLabelText('رمز عبور');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'نمایش' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'پنهان' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'پنهان' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('submit row', () => {
  it('disables the button and marks it busy while pending, under the same accessible name', () => {
    const { rerender } = render(
      <form>
        <SubmitRow error={null} pending={false}>
          ارسال کد
        </SubmitRow>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'ارسال کد' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    rerender(
      <form>
        <SubmitRow error={null} pending>
          ارسال کد
        </SubmitRow>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'ارسال کد' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ارسال کد' })).toHaveAttribute('aria-busy', 'true');
  });

  it('stays disabled when told, even when nothing is pending', () => {
    render(
      <SubmitRow error={null} pending={false} disabled>
        پرداخت
      </SubmitRow>,
    );
    expect(screen.getByRole('button', { name: 'پرداخت' })).toBeDisabled();
  });

  it("announces the form's error as an alert, and shows nothing when there is none", () => {
    const { rerender } = render(
      <SubmitRow error={null} pending={false}>
        ورود
      </SubmitRow>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(
      <SubmitRow error="کد وارد شده صحیح نیست" pending={false}>
        ورود
      </SubmitRow>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('کد وارد شده صحیح نیست');
  });

  it('shows the second way on below the button, and says the pending note only while pending', () => {
    const { rerender } = render(
      <SubmitRow error={null} pending={false} secondary={<a href="/x">راه دیگر</a>} pendingNote="در حال ارسال پیام…">
        ارسال
      </SubmitRow>,
    );
    expect(screen.getByRole('link', { name: 'راه دیگر' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    rerender(
      <SubmitRow error={null} pending secondary={<a href="/x">راه دیگر</a>} pendingNote="در حال ارسال پیام…">
        ارسال
      </SubmitRow>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('در حال ارسال پیام…');
  });
});

describe('fields and presets', () => {
  it("leaves room for what sits at the frame's end on the side it is: the end of a right-to-left input, the start of a left-to-right one", () => {
    render(
      <>
        <TextField label="نام" trailing={<button type="button">الف</button>} />
        <TextField label="کد تخفیف" dir="ltr" trailing={<button type="button">ب</button>} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'نام' })).toHaveClass('pe-20');
    expect(screen.getByRole('textbox', { name: 'نام' })).not.toHaveClass('ps-20');
    expect(screen.getByRole('textbox', { name: 'کد تخفیف' })).toHaveClass('ps-20');
    expect(screen.getByRole('textbox', { name: 'کد تخفیف' })).not.toHaveClass('pe-20');
  });

  it('a text area is wired like an input: hint first, then the error', () => {
    render(<TextAreaField label="پیام" hint="دست‌کم ۱۰ نویسه" error="پیام کوتاه است." />);
    const message = screen.getByRole('textbox', { name: 'پیام' });
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('دست‌کم ۱۰ نویسه پیام کوتاه است.');
  });

  it("the phone field is labelled 'شماره موبایل' with the phone keyboard, typed left to right", () => {
    render(<PhoneField name="phone" />);
    const phone = screen.getByRole('textbox', { name: 'شماره موبایل' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('dir', 'ltr');
  });

  it("the code field is labelled 'کد تایید', numeric, and offered the SMS code by autofill", () => {
    render(<CodeField />);
    const code = screen.getByRole('textbox', { name: 'کد تایید' });
    expect(code).toHaveAttribute('name', 'code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  });
});
