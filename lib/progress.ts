// docs/PRODUCT.md, Progress bar: the navigation progress bar grows every 0.5 s by a step that shrinks as it fills.
import { PROGRESS_STEPS } from './constants';

export const PROGRESS_DONE = 100;

/** The bar's next value: +8 below 30, +4 below 50, +1 below 85, +0.2 below 95, then it waits. */
export function nextProgress(value: number): number {
  const step = PROGRESS_STEPS.find(({ below }) => value < below);
  return step ? Math.round((value + step.step) * 10) / 10 : value;
}
