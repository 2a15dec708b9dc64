import type { ReactNode } from 'react';

/** The page's one h1, with an optional line under it. */
export function PageHeading({ children, description }: { children: ReactNode; description?: ReactNode }) {
  return (
    <div className="px-4 pt-5 pb-3">
      <h1 className="text-xl font-extrabold text-slate-900">{children}</h1>
      {description ? <p className="mt-1 text-sm leading-6 text-slate-500">{description}</p> : null}
    </div>
  );
}
