import { CloseIcon } from './panel-icons';

/** A dialog panel's title bar: its heading (the dialog's label, by `id`) and the button that closes it. */
export function PanelHeading({ id, title, closeLabel, onClose }: { id: string; title: string; closeLabel: string; onClose: () => void }) {
  return (
    <div className="flex items-center justify-between border-b border-line px-4 py-3">
      <h2 id={id} className="text-lg font-black uppercase">
        {title}
      </h2>
      <button type="button" onClick={onClose} className="rounded p-1.5 hover:bg-surface" aria-label={closeLabel}>
        <CloseIcon className="h-5 w-5" />
      </button>
    </div>
  );
}
