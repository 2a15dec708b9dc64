// The state behind every form that calls a service: checks before the call, one call at a time, and the
// service's error split between the fields and the line above the submit.
import { act, renderHook } from '@testing-library/react';
import { useFieldValues, useServiceForm } from '@/components/shared/useServiceForm';
import { messages, phoneSchema } from '@/lib/form-rules';
import type { ServiceError } from '@/services/types/common';
import { deferred } from '../../support/deferred';

const submitEvent = () => ({ preventDefault: vi.fn() });

const validation: ServiceError = {
  kind: 'validation',
  status: 400,
  message: 'درخواست شما معتبر نمی باشد!',
  fields: { emailOrPhoneNumber: 'این شماره پذیرفته نمی‌شود.', other: 'پیام دیگر' },
};

describe('useServiceForm', () => {
  it('stops mistakes before the call: the message goes under its field and the task never runs', () => {
    const task = vi.fn(async () => {});
    const { result } = renderHook(() => useServiceForm());
    const event = submitEvent();
    act(() => result.current.handleSubmit(phoneSchema, { phoneNumber: '0912' }, task)(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(result.current.errors).toEqual({ phoneNumber: messages.phoneInvalid });
    expect(task).not.toHaveBeenCalled();
  });

  it('hands the task the clean values, clears the old errors, and is pending until the task ends', async () => {
    const { promise: finished, release: finish } = deferred();
    const task = vi.fn(() => finished);
    const { result } = renderHook(() => useServiceForm());
    act(() => result.current.handleSubmit(phoneSchema, { phoneNumber: '0912' }, task)(submitEvent()));
    act(() => result.current.handleSubmit(phoneSchema, { phoneNumber: '+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹' }, task)(submitEvent()));
    expect(task).toHaveBeenCalledWith({ phoneNumber: '09123456789' });
    expect(result.current.pending).toBe(true);
    expect(result.current.errors).toEqual({});
    await act(async () => finish());
    expect(result.current.pending).toBe(false);
  });

  it('a second submit while the first is under way is ignored (a double click sends once)', async () => {
    const { promise: finished, release: finish } = deferred();
    const task = vi.fn(() => finished);
    const { result } = renderHook(() => useServiceForm());
    const submit = () => result.current.handleSubmit(phoneSchema, { phoneNumber: '09123456789' }, task)(submitEvent());
    act(() => {
      submit();
      submit();
    });
    await act(async () => finish());
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("puts the service's members on the form's fields (through aliases) and the rest above the submit", () => {
    const { result } = renderHook(() => useServiceForm());
    act(() => result.current.fail(validation, ['phoneNumber'], { emailOrPhoneNumber: 'phoneNumber' }));
    expect(result.current.errors).toEqual({ phoneNumber: 'این شماره پذیرفته نمی‌شود.' });
    expect(result.current.formError).toBe('درخواست شما معتبر نمی باشد!\nپیام دیگر');
  });

  it('shows nothing itself when `expire` deals with the error (a 401)', () => {
    const expire = vi.fn(() => true);
    const { result } = renderHook(() => useServiceForm({ expire }));
    act(() => result.current.fail({ kind: 'unauthorized', status: 401, message: 'x' }, ['phoneNumber']));
    expect(expire).toHaveBeenCalled();
    expect(result.current.errors).toEqual({});
    expect(result.current.formError).toBeNull();
  });
});

describe('useFieldValues', () => {
  it("binds a field's value, its onChange and its error", () => {
    const { result } = renderHook(() => useFieldValues({ phone: '', code: '' }));
    act(() => result.current.bind('phone').onChange({ target: { value: '0912' } }));
    expect(result.current.values).toEqual({ phone: '0912', code: '' });
    expect(result.current.bind('phone', { phone: 'خطا' })).toMatchObject({ value: '0912', error: 'خطا' });
    expect(result.current.bind('code').error).toBeUndefined();
  });
});
