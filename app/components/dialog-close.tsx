import * as Dialog from '@radix-ui/react-dialog';
import { X } from '#app/components/icons.tsx';

/** The × of every dialog: a labelled button in the top corner. */
export function DialogCloseButton({
  label = 'Close',
  tone = 'light',
  className = 'right-3 top-3',
}: {
  label?: string;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const look =
    tone === 'light'
      ? 'bg-limestone-50/90 text-schist-800 shadow hover:bg-white'
      : 'text-limestone-50 hover:bg-white/10';
  return (
    <Dialog.Close aria-label={label} className={`absolute rounded-full p-2 ${look} ${className}`}>
      <X aria-hidden="true" className="size-5" />
    </Dialog.Close>
  );
}
