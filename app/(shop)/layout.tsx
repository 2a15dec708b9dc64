// All other pages (/, /products, /cart): main header, footer and bottom nav.
import type { ReactNode } from 'react';
import { PageChrome } from '@/components/shell/PageChrome';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <PageChrome header="main" footer={true} bottomNav={true}>
      {children}
    </PageChrome>
  );
}
