'use client';
// /profile/edit: name, e-mail (with the activation e-mail) and phone number (PhoneForm, confirmed by a code),
// each saved by its own call and confirmed with the toast. A form keeps what was typed whatever the answer.
import { useState } from 'react';
import { useFieldValues } from '@/components/shared/useServiceForm';
import { NameFields } from '@/components/ui/form/NameFields';
import { EmailField } from '@/components/ui/form/presets';
import { SecondaryButton } from '@/components/ui/form/buttons';
import { SubmitRow } from '@/components/ui/form/SubmitRow';
import { emailSchema, nameSchema } from '@/lib/form-rules';
import { sendEmailActivation, updateCurrentUserProfile, updateProfileEmail } from '@/services/identity';
import type { UserProfile } from '@/services/types/identity';
import { useAppSelector } from '@/store/hooks';
import { PhoneForm } from './PhoneForm';
import { ConfirmationStatus, ProfileSection } from './ProfileSection';
import { useProfileSaver } from './useProfileSaver';

function NameForm({ user }: { user: UserProfile | null }) {
  const fields = useFieldValues({ firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' });
  const saver = useProfileSaver(['firstName', 'lastName']);

  // The other profile fields go back as they are: the service resets what it is not sent.
  const unchanged = {
    gender: user?.gender ?? null,
    birthDay: user?.birthDay ?? null,
    nationalId: user?.nationalId ?? null,
    nationalityId: user?.nationalityId ?? null,
    timezone: user?.timezone ?? null,
    isNewsletter: user?.isNewsletter ?? false,
  };
  const submit = saver.handleSave(nameSchema, fields.values, 'نام شما ذخیره شد.', (names) =>
    updateCurrentUserProfile({ ...names, ...unchanged }),
  );

  return (
    <ProfileSection id="edit-name" title="نام و نام خانوادگی">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <NameFields
          className="flex flex-col gap-4"
          values={fields.values}
          errors={saver.errors}
          onChange={fields.change}
        />
        <SubmitRow error={saver.formError} pending={saver.pending}>
          ذخیره نام
        </SubmitRow>
      </form>
    </ProfileSection>
  );
}

function EmailForm({ user }: { user: UserProfile | null }) {
  const [emailAddress, setEmailAddress] = useState(user?.emailAddress ?? '');
  const saver = useProfileSaver(['emailAddress']);
  const activation = useProfileSaver(['emailAddress']);
  const saved = user?.emailAddress ?? null;

  const submit = saver.handleSave(emailSchema, { emailAddress }, 'ایمیل شما ذخیره شد.', (data) =>
    updateProfileEmail(data.emailAddress),
  );
  const sendActivation = activation.handleSave(
    emailSchema,
    { emailAddress },
    'لینک فعال‌سازی به ایمیل شما ارسال شد.',
    (data) => sendEmailActivation(data.emailAddress),
  );

  return (
    <ProfileSection id="edit-email" title="ایمیل">
      {saved ? <ConfirmationStatus confirmed={Boolean(user?.isEmailConfirmed)} /> : null}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <EmailField
          name="email"
          value={emailAddress}
          onChange={(event) => setEmailAddress(event.target.value)}
          error={saver.errors.emailAddress ?? activation.errors.emailAddress}
        />
        <SubmitRow
          error={saver.formError ?? activation.formError}
          pending={saver.pending}
          secondary={
            saved && !user?.isEmailConfirmed ? (
              <SecondaryButton onClick={sendActivation} disabled={activation.pending}>
                ارسال لینک فعال‌سازی
              </SecondaryButton>
            ) : null
          }
        >
          ذخیره ایمیل
        </SubmitRow>
      </form>
    </ProfileSection>
  );
}

export function EditProfile() {
  const user = useAppSelector((state) => state.auth.user);
  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <NameForm user={user} />
      <EmailForm user={user} />
      <PhoneForm user={user} />
    </div>
  );
}
