import * as Dialog from '@radix-ui/react-dialog';
import { X } from '#app/components/icons.tsx';

const LOOK = {
  /** Pale, with a shadow: it stands out over a photograph too. */
  light: 'bg-limestone-50/90 text-schist-800 shadow hover:bg-white',
  /** Over a film, on the dark overlay. */
  dark: 'text-limestone-50 hover:bg-white/10',
  /** On the dialog's own pale panel. */
  plain: 'text-schist-600 hover:bg-limestone-200',
};

/** The × of every dialog: a labelled button in the top corner. */
export function DialogCloseButton({
  label = 'Close',
  tone = 'light',
  className = 'right-3 top-3',
}: {
  label?: string;
  tone?: keyof typeof LOOK;
  className?: string;
}) {
  return (
    <Dialog.Close aria-label={label} className={`absolute rounded-full p-2 ${LOOK[tone]} ${className}`}>
      <X aria-hidden="true" className="size-5" />
    </Dialog.Close>
  );
}
