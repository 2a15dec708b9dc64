'use client';
// An item's whole timeline in a modal dialog named by its heading: steps done are ticked, the current one (the
// first not done, or the last when all are) is marked. Escape and 'بستن' close it; focus goes back to the button.
import { useId } from 'react';
import { toPersianDigits } from '@/lib/digits';
import type { OrderTimelineStep } from '@/services/types/commerce';
import { ModalDialog } from '@/components/shared/ModalDialog';
import { CloseIcon } from '@/components/ui/icons';

/** The service's own rule for the current step (docs/contracts/commerce.md, Orders). */
export function currentStepIndex(steps: OrderTimelineStep[]): number {
  const firstOpen = steps.findIndex((step) => !step.isDone);
  return firstOpen === -1 ? steps.length - 1 : firstOpen;
}

function StepMarker({ done, current, number }: { done: boolean; current: boolean; number: number }) {
  const tone = done
    ? 'bg-emerald-600 text-white'
    : current
      ? 'border-2 border-brand-600 bg-white text-brand-700'
      : 'border-2 border-slate-300 bg-white text-slate-500';
  return (
    <span
      aria-hidden="true"
      className={`relative z-10 grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold ${tone}`}
    >
      {done ? (
        <svg
          viewBox="0 0 24 24"
          width={16}
          height={16}
          fill="none"
          stroke="currentColor"
          strokeWidth={3}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      ) : (
        toPersianDigits(number)
      )}
    </span>
  );
}

export function TimelineDialog({
  open,
  title,
  steps,
  onClose,
  onClosed,
}: {
  open: boolean;
  title: string;
  steps: OrderTimelineStep[];
  onClose: () => void;
  onClosed: () => void;
}) {
  const headingId = useId();
  const current = currentStepIndex(steps);

  return (
    <ModalDialog
      open={open}
      titleId={headingId}
      onClose={onClose}
      onClosed={onClosed}
      className="m-auto max-h-[85dvh] w-[min(24rem,calc(100%-2rem))] rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/50 dark:backdrop:bg-black/60"
    >
      <div className="flex flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="text-lg font-extrabold text-slate-900">
            مراحل انجام <span className="block text-sm font-bold text-slate-600">{title}</span>
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="بستن"
            className="grid size-10 shrink-0 place-items-center rounded-xl text-slate-600 hover:bg-slate-100"
          >
            <CloseIcon />
          </button>
        </div>
        <ol className="flex flex-col">
          {steps.map((step, index) => {
            const isCurrent = index === current;
            return (
              <li
                key={`${index}-${step.stepStr}`}
                aria-current={isCurrent ? 'step' : undefined}
                className="relative flex gap-3 pb-5 last:pb-0"
              >
                {index < steps.length - 1 ? (
                  <span
                    aria-hidden="true"
                    className={`absolute start-[0.8125rem] top-7 bottom-0 w-0.5 ${step.isDone ? 'bg-emerald-600' : 'bg-slate-200'}`}
                  />
                ) : null}
                <StepMarker done={step.isDone} current={isCurrent} number={index + 1} />
                <div className="flex min-w-0 flex-1 flex-col gap-1 pt-0.5">
                  <p className="flex flex-wrap items-center gap-2 font-bold text-slate-900">
                    {step.stepStr}
                    {step.isDone ? (
                      <span className="text-xs font-bold text-emerald-700">انجام شد</span>
                    ) : (
                      <span className="sr-only">انجام نشده</span>
                    )}
                    {isCurrent ? (
                      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-700">
                        مرحله فعلی
                      </span>
                    ) : null}
                  </p>
                  {step.description ? <p className="text-sm leading-6 text-slate-600">{step.description}</p> : null}
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </ModalDialog>
  );
}
