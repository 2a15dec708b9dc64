// What stands where something could not be read because a service did not answer: what is unknown, that
// nothing is lost, and a way to try again.
export function RetryNotice({
  title,
  message,
  onRetry,
  className = '',
}: {
  title: string;
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={`flex flex-col items-center gap-3 rounded-2xl border border-dashed border-red-200 bg-red-50 px-4 text-center ${className}`}
    >
      <p className="font-bold text-red-800">{title}</p>
      <p className="text-sm leading-6 text-red-700">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-xl bg-white px-5 py-2.5 font-bold text-red-700 ring-1 ring-red-200 hover:bg-red-100"
      >
        تلاش دوباره
      </button>
    </div>
  );
}
