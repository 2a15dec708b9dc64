import { IntentLink } from '@/components/shared/IntentLink';

/** The shop's mark (a gamepad in a rounded square) and its Persian name; links home. */
export function Logo() {
  return (
    <IntentLink
      href="/"
      aria-label="گیمینو، صفحه اصلی"
      className="flex items-center gap-2 rounded-lg font-extrabold text-slate-900"
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="#4f46e5" />
        <path
          d="M10.5 11.5h11a4.5 4.5 0 014.4 5.4l-.8 3.8a2.6 2.6 0 01-4.5 1.2L18.8 20h-5.6l-1.8 1.9a2.6 2.6 0 01-4.5-1.2l-.8-3.8a4.5 4.5 0 014.4-5.4z"
          fill="#fff"
        />
        <path d="M11.5 14.5v3M10 16h3" stroke="#4f46e5" strokeWidth="1.6" strokeLinecap="round" />
        <circle cx="20" cy="15" r="1.1" fill="#4f46e5" />
        <circle cx="22" cy="17.2" r="1.1" fill="#4f46e5" />
      </svg>
      <span className="text-lg leading-none">گیمینو</span>
    </IntentLink>
  );
}
