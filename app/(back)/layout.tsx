// /terms, /order-guide, /faq*, /contact: back header to / with the route's title; no footer, no bottom nav.
import type { ReactNode } from 'react';
import { PageChrome } from '@/components/shell/PageChrome';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <PageChrome header="back" footer={false} bottomNav={false}>
      {children}
    </PageChrome>
  );
}
