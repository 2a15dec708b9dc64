// /blogs: main header and footer; no bottom nav.
import type { ReactNode } from 'react';
import { PageChrome } from '@/components/shell/PageChrome';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <PageChrome header="main" footer={true} bottomNav={false}>
      {children}
    </PageChrome>
  );
}
