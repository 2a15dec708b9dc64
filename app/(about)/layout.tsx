// /about: back header to / with an empty title, and the footer; no bottom nav.
import type { ReactNode } from 'react';
import { PageChrome } from '@/components/shell/PageChrome';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <PageChrome header="back" footer={true} bottomNav={false}>
      {children}
    </PageChrome>
  );
}
