'use client';
// The browser side of the shell: the store (persisted under 'root'), the session start-up, the cart, and the
// shell's global pieces (navigation feedback, error modal, toast, scroll lock, the chosen look, field vitals, the service worker,
// the landing campaign, analytics' page views).
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makePersistor, makeStore } from '@/store/store';
import { useAppDispatch } from '@/store/hooks';
import { bootstrapSession } from '@/store/slices/authSlice';
import { CartProvider } from '@/components/shared/cart/CartProvider';
import { Analytics } from './Analytics';
import { CampaignLanding } from './CampaignLanding';
import { ColorSchemeSync } from './ColorSchemeSync';
import { ErrorModal } from './ErrorModal';
import { NavigationProgress } from './NavigationProgress';
import { ScrollLock } from './ScrollLock';
import { Toast } from './Toast';
import { WebVitals } from './WebVitals';
import { ServiceWorker } from './ServiceWorker';

function SessionBootstrap() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(bootstrapSession());
  }, [dispatch]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const [store] = useState(makeStore);

  // Restoring the cart from localStorage only makes sense in the browser.
  useEffect(() => {
    const persistor = makePersistor(store);
    return () => persistor.pause();
  }, [store]);

  return (
    <Provider store={store}>
      <SessionBootstrap />
      <ColorSchemeSync />
      <CartProvider>
        {children}
        <Suspense fallback={null}>
          <NavigationProgress />
        </Suspense>
        <ErrorModal />
        <Toast />
        <ScrollLock />
        <WebVitals />
        <ServiceWorker />
        <CampaignLanding />
        <Analytics />
      </CartProvider>
    </Provider>
  );
}
