// /categories: back header to / with the logo, bottom nav; no footer.
import type { ReactNode } from 'react';
import { PageChrome } from '@/components/shell/PageChrome';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <PageChrome header="back" footer={false} bottomNav={true}>
      {children}
    </PageChrome>
  );
}
