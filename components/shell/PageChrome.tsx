// One row of the layout-rules table (docs/PRODUCT.md, Layout rules): which header, whether the footer and the bottom nav are shown.
import type { ReactNode } from 'react';
import { BottomNav } from './BottomNav';
import { Footer } from './Footer';
import { BackHeader, DetailHeader, MainHeader } from './Headers';

type PageChromeProps = {
  header: 'main' | 'back' | 'detail' | 'none';
  footer: boolean;
  bottomNav: boolean;
  children: ReactNode;
};

const HEADERS = { main: MainHeader, back: BackHeader, detail: DetailHeader } as const;

export function PageChrome({ header, footer, bottomNav, children }: PageChromeProps) {
  const Header = header === 'none' ? null : HEADERS[header];
  return (
    <>
      {Header ? <Header /> : null}
      {/* With a footer, the page fills at least the first screen, so the footer starts below the fold: content
          that grows as it loads (a cart, a list) never pushes a visible footer down. */}
      <main
        id="main"
        className={`flex flex-1 flex-col ${bottomNav && !footer ? 'pb-20' : ''} ${
          footer ? (Header ? 'min-h-[calc(100dvh-3.5rem)]' : 'min-h-dvh') : ''
        }`}
      >
        {children}
      </main>
      {footer ? (
        <div className={bottomNav ? 'pb-20' : ''}>
          <Footer />
        </div>
      ) : null}
      {bottomNav ? <BottomNav /> : null}
    </>
  );
}
