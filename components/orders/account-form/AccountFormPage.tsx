'use client';
// /profile/orders/[id]/[itemId]: the buyer sends how the shop can sign in to their own game account
// for an item bought onto it. Read in the browser behind the login guard; a 401 goes to the session handler.
import { useState } from 'react';
import { PageHeading } from '@/components/ui/PageHeading';
import { RetryNotice } from '@/components/ui/RetryNotice';
import { AccountForm } from './AccountForm';
import { closedReason } from './closed-reason';
import { ItemSummary } from './ItemSummary';
import { ACCOUNT_FORM_TITLE } from './title';
import { AccountFormNotFound, AccountFormSkeleton, ClosedNotice, SentNotice } from './states';
import { useAccountFormData } from './useAccountFormData';

export function AccountFormPage({ orderId, itemId }: { orderId: number; itemId: number }) {
  const { data, retry } = useAccountFormData(orderId, itemId);
  const [sent, setSent] = useState(false);

  if (data.kind === 'loading') return <AccountFormSkeleton />;
  if (data.kind === 'notFound') return <AccountFormNotFound />;
  if (data.kind === 'failed') {
    return (
      <>
        <PageHeading>{ACCOUNT_FORM_TITLE}</PageHeading>
        <RetryNotice
          title="اطلاعات این سفارش خوانده نشد."
          message={data.message}
          onRetry={retry}
          className="mx-4 py-8"
        />
      </>
    );
  }

  const { order, item, providers } = data;
  const reason = sent ? null : closedReason(order, item, providers);
  return (
    <div className="flex flex-col gap-4">
      <PageHeading
        description={sent || reason ? undefined : 'پلتفرم اکانت بازی را انتخاب کنید و اطلاعات ورود به آن را بنویسید.'}
      >
        {ACCOUNT_FORM_TITLE}
      </PageHeading>
      <ItemSummary order={order} item={item} />
      {sent ? (
        <SentNotice orderId={order.id} />
      ) : reason ? (
        <ClosedNotice reason={reason} orderId={order.id} />
      ) : (
        <AccountForm orderItemId={item.id} providers={providers} onSent={() => setSent(true)} />
      )}
    </div>
  );
}
