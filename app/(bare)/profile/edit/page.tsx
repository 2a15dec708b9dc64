import { AccountTopBar } from '@/components/account/AccountTopBar';
import { EditProfile } from '@/components/account/EditProfile';
import { RequireLogin } from '@/components/account/RequireLogin';

export default function Page() {
  return (
    <>
      <AccountTopBar title="ویرایش پروفایل" backHref="/profile" />
      <RequireLogin>
        <EditProfile />
      </RequireLogin>
    </>
  );
}
