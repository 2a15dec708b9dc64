// Login, profile edit, change password, forget password and the wallet: nothing around the page.
import type { ReactNode } from 'react';
import { PageChrome } from '@/components/shell/PageChrome';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <PageChrome header="none" footer={false} bottomNav={false}>
      {children}
    </PageChrome>
  );
}
