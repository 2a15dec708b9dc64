// The page's idle turn: resolves after every idle callback asked for before it (lib/when-idle.ts), such as a
// component's work deferred until the page is idle.
import { whenIdle } from '@/lib/when-idle';

export const idleTurn = () => new Promise<void>((resolve) => whenIdle(resolve));
