// /profile/notifications: the shopper's "tell me when" requests: back in stock, and big-discount alerts. Read in the browser behind the login.
import { RequireLogin } from '@/components/account/RequireLogin';
import { NotificationsPage } from '@/components/notifications/NotificationsPage';
import { NotificationsSkeleton } from '@/components/notifications/NotificationsSkeleton';
import { HeaderOverride } from '@/components/shared/HeaderOverride';
import { PageHeading } from '@/components/ui/PageHeading';

const TITLE = 'اطلاع رسانی ها';

export default function Page() {
  return (
    <>
      <HeaderOverride backUrl="/profile" title={TITLE} />
      <PageHeading description="بازی‌هایی که خواسته‌اید وقتی موجود شدند یا تخفیف ویژه خوردند خبرتان کنیم.">
        {TITLE}
      </PageHeading>
      <RequireLogin fallback={<NotificationsSkeleton />}>
        <NotificationsPage />
      </RequireLogin>
    </>
  );
}
