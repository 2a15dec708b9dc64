'use client';
// What the three forms of /profile/edit share: the form's checks and call, its 401 and field errors, and on
// success a fresh profile and the toast.
import type * as z from 'zod/mini';
import { useServiceForm } from '@/components/shared/useServiceForm';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';
import type { ServiceResult } from '@/services/types/common';
import { useAppDispatch } from '@/store/hooks';
import { fetchCurrentUser } from '@/store/slices/authSlice';
import { showNotification } from '@/store/slices/notificationSlice';

export function useProfileSaver(fields: readonly string[]) {
  const dispatch = useAppDispatch();
  const expire = useSessionExpiry();
  const form = useServiceForm({ expire });

  /**
   * The form's onSubmit (or a button's onClick): checks `values` with `schema`, sends the clean ones with
   * `call` and says `success` in the toast.
   */
  const handleSave = <S extends z.ZodMiniType>(
    schema: S,
    values: unknown,
    success: string,
    call: (data: z.output<S>) => Promise<ServiceResult<unknown>>,
  ) =>
    form.handleSubmit(schema, values, async (data) => {
      const saved = await call(data);
      if (!saved.ok) return form.fail(saved.error, fields);
      // The contract's client reads the profile again after a change.
      const profile = await dispatch(fetchCurrentUser()).unwrap();
      if (!profile.ok) expire(profile.error);
      dispatch(showNotification({ status: 'success', message: success }));
    });

  return { ...form, handleSave };
}
