// /profile: the bottom nav comes from the route group; everything else needs a login.
import { AccountTopBar } from '@/components/account/AccountTopBar';
import { ProfileHome } from '@/components/account/ProfileHome';
import { RequireLogin } from '@/components/account/RequireLogin';

export default function Page() {
  return (
    <>
      <AccountTopBar title="پروفایل" />
      <RequireLogin>
        <ProfileHome />
      </RequireLogin>
    </>
  );
}
