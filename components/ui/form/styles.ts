// The class names the form pieces share: one look for every input and every link-like button.

export const inputClass =
  'w-full rounded-xl border bg-white px-3 py-3 text-base text-slate-900 placeholder:text-slate-400 ' +
  'focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600';

/** A small text button in the brand colour: show/hide, 'ویرایش شماره', 'رمز عبور را فراموش کرده‌اید؟'. */
export const linkButtonClass = 'rounded-lg px-2 py-1 text-sm font-bold text-brand-600 hover:bg-brand-50';
