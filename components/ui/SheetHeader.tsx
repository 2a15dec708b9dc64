// The top of a bottom sheet (bottom-sheet.ts): its title, which names the dialog (aria-labelledby), and a
// close button.
import { CloseIcon } from './icons';

export function SheetHeader({
  titleId,
  title,
  onClose,
  closeLabel = 'بستن',
}: {
  titleId: string;
  title: string;
  onClose: () => void;
  closeLabel?: string;
}) {
  return (
    <div className="flex items-center gap-2 border-b border-slate-100 px-4 py-3">
      <h2 id={titleId} className="flex-1 text-base font-extrabold">
        {title}
      </h2>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="grid size-10 place-items-center rounded-xl hover:bg-slate-100"
      >
        <CloseIcon size={20} />
      </button>
    </div>
  );
}
