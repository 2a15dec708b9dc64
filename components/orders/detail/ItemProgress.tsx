'use client';
// An item's progress: the current step and what it means, a bar of the share of steps done (named by the step),
// the next step, and 'مراحل انجام' for the whole timeline in a dialog. An order that stopped (cancelled or
// refunded) fills its bar in grey: its steps are done, but nothing was delivered.
import { useRef, useState } from 'react';
import { toPersianDigits } from '@/lib/digits';
import type { OrderItem } from '@/services/types/commerce';
import { TimelineDialog } from './TimelineDialog';

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

export function ItemProgress({
  item,
  title,
  stopped = false,
}: {
  item: Pick<OrderItem, 'currentTimeline' | 'timeLines'>;
  title: string;
  stopped?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const step = item.currentTimeline;
  const percent = clampPercent(step?.progressPercent ?? 0);

  return (
    <div className="flex flex-col gap-2 border-t border-slate-100 pt-3">
      {step ? (
        <>
          <div className="flex items-baseline justify-between gap-2">
            <p className="text-sm font-bold text-slate-900">
              <span className="font-normal text-slate-500">مرحله فعلی: </span>
              {step.stepStr}
            </p>
            <span aria-hidden="true" className="shrink-0 text-xs font-bold text-slate-500">
              {toPersianDigits(percent)}٪
            </span>
          </div>
          {step.description ? <p className="text-xs leading-6 text-slate-600">{step.description}</p> : null}
          <div
            role="progressbar"
            aria-label={step.stepStr}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${toPersianDigits(percent)} درصد`}
            className="h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className={`h-full rounded-full ${stopped ? 'bg-slate-400' : 'bg-brand-600'}`}
              style={{ width: `${percent}%` }}
            />
          </div>
          {step.nextStepStr ? (
            <p className="text-xs text-slate-600">
              مرحله بعد: <span className="font-bold text-slate-800">{step.nextStepStr}</span>
            </p>
          ) : null}
        </>
      ) : null}
      {item.timeLines.length > 0 ? (
        <>
          <button
            ref={triggerRef}
            type="button"
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
            className="self-start rounded-lg px-1 py-1 text-sm font-bold text-brand-700 hover:bg-brand-50"
          >
            مراحل انجام
          </button>
          <TimelineDialog
            open={open}
            title={title}
            steps={item.timeLines}
            onClose={() => setOpen(false)}
            onClosed={() => triggerRef.current?.focus()}
          />
        </>
      ) : null}
    </div>
  );
}
