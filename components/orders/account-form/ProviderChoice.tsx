// The platform the buyer's account is on: native radios in a fieldset, one per sign-in provider, each with
// the provider's icon beside its name.
import Image from 'next/image';
import type { LoginProvider } from '@/services/types/commerce';
import { SCROLL_MARGIN } from './FieldNotes';

export const PROVIDER_LEGEND = 'انتخاب پلتفرم';

export function ProviderChoice({
  providers,
  chosen,
  onChoose,
  error,
}: {
  providers: LoginProvider[];
  chosen: number | null;
  onChoose: (id: number) => void;
  error?: string;
}) {
  const errorId = 'provider-choice-error';
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? true : undefined}
      className="flex flex-col gap-2"
    >
      <legend className="mb-2 text-sm font-bold text-slate-700">{PROVIDER_LEGEND}</legend>
      <div className="grid grid-cols-2 gap-2">
        {providers.map((provider) => (
          <label
            key={provider.id}
            className="flex min-h-14 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm font-bold text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name="login-provider"
              value={provider.id}
              checked={chosen === provider.id}
              onChange={() => onChoose(provider.id)}
              className={`size-4 shrink-0 accent-brand-600 focus:outline-none ${SCROLL_MARGIN}`}
            />
            {provider.icon ? (
              <Image
                src={provider.icon}
                alt=""
                width={24}
                height={24}
                unoptimized
                className="size-6 shrink-0 rounded"
              />
            ) : null}
            <bdi className="min-w-0 leading-5">{provider.displayName}</bdi>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm leading-6 text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
