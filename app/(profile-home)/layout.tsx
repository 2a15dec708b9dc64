// /profile: no header, no footer; the bottom nav is shown.
import type { ReactNode } from 'react';
import { PageChrome } from '@/components/shell/PageChrome';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <PageChrome header="none" footer={false} bottomNav={true}>
      {children}
    </PageChrome>
  );
}
