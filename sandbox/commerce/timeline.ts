// An order item's progress (CONTRACTS §12.1 currentTimeline and timeLines), from its order's status, how it is
// delivered (delivery.ts) and whether the buyer has sent their account details. Persian step names and texts.
import type { Delivery } from './delivery';
import type { OrderStatus } from './order-status';

type Step = { step: string; stepStr: string; description: string };

const steps = {
  ordered: { step: 'Created', stepStr: 'ثبت سفارش', description: 'سفارش شما ثبت شد.' },
  paid: { step: 'Paid', stepStr: 'پرداخت', description: 'مبلغ سفارش را از کیف پول یا درگاه بانکی پرداخت کنید.' },
  accountMade: {
    step: 'AccountPrepared',
    stepStr: 'آماده‌سازی اکانت',
    description: 'اکانت بازی برای شما ساخته و آماده می‌شود.',
  },
  accountHandedOver: {
    step: 'AccountDelivered',
    stepStr: 'تحویل اکانت',
    description: 'مشخصات اکانت را در همین سفارش ببینید و طبق راهنمای آن وارد شوید.',
  },
  loginSubmitted: {
    step: 'LoginSubmitted',
    stepStr: 'ثبت اطلاعات اکانت',
    description: 'اطلاعات ورود اکانت خود را ثبت کنید تا بازی روی همان اکانت خریداری شود.',
  },
  working: {
    step: 'InProgress',
    stepStr: 'در حال انجام',
    description: 'کارشناس فروشگاه بازی را روی اکانت شما خریداری و فعال می‌کند.',
  },
  done: {
    step: 'Completed',
    stepStr: 'انجام شده',
    description: 'بازی روی اکانت شما قرار گرفت؛ رمز عبور اکانت را عوض کنید.',
  },
  canceled: { step: 'Canceled', stepStr: 'لغو سفارش', description: 'سفارش لغو شد و مبلغی از شما کسر نشد.' },
  refunded: { step: 'Refunded', stepStr: 'بازگشت وجه', description: 'مبلغ سفارش به کیف پول شما بازگشت.' },
} satisfies Record<string, Step>;

export type ItemProgress = { orderStatus: OrderStatus; delivery: Delivery; submitted: boolean };

/** The item's steps and how many of them are done. */
function stepsOf({ orderStatus, delivery, submitted }: ItemProgress): { list: Step[]; done: number } {
  if (orderStatus === 'Canceled') return { list: [steps.ordered, steps.canceled], done: 2 };
  if (orderStatus === 'Refunded') return { list: [steps.ordered, steps.paid, steps.refunded], done: 3 };
  const paid = orderStatus !== 'Pending';
  if (delivery === 'ReadyAccount') {
    // A ready-made account is made and handed over the moment the order is paid.
    return { list: [steps.ordered, steps.paid, steps.accountMade, steps.accountHandedOver], done: paid ? 4 : 1 };
  }
  const list = [steps.ordered, steps.paid, steps.loginSubmitted, steps.working, steps.done];
  if (orderStatus === 'Completed') return { list, done: 5 };
  return { list, done: !paid ? 1 : submitted ? 3 : 2 };
}

// A step's `status` is an open set on the real service (its client shows `Pending`); the sandbox says Done or Pending.
const stepStatus = (done: boolean) => (done ? 'Done' : 'Pending');

export function timelineOf(item: ItemProgress) {
  const { list, done } = stepsOf(item);
  const currentIndex = Math.min(done, list.length - 1);
  const current = list[currentIndex];
  const next = done + 1 < list.length ? list[done + 1] : null;
  const last = list.length - 1;
  return {
    currentTimeline: {
      step: current.step,
      stepStr: current.stepStr,
      status: stepStatus(currentIndex < done),
      description: current.description,
      isFinal: currentIndex === last,
      progressPercent: Math.round((done * 100) / list.length),
      nextStepStr: next?.stepStr ?? null,
    },
    timeLines: list.map((step, index) => ({
      step: step.step,
      stepStr: step.stepStr,
      status: stepStatus(index < done),
      description: step.description,
      isFinal: index === last,
      // [PROP] The real service lists no isDone (its client's OrderDetailItemTimelineItem).
      isDone: index < done,
    })),
  };
}
