'use client';
// A form in steps: each step after the first starts at its first input, so keyboard and screen-reader
// users land where to type. Returns the ref for the element that holds the steps.
import { useEffect, useRef } from 'react';

export function useStepFocus<Step>(step: Step, first: Step) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (step !== first) container.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [step, first]);
  return container;
}
