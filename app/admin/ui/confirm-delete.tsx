import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { AlertFrame } from './alert-frame.tsx';
import { BusyButton } from './busy-button.tsx';

/**
 * Delete with the confirmation of admin-area.md §5: 'Are you sure you want to delete "{name}"? This action cannot be
 * undone.' A record that goes to the trash (`toTrash`: products, tour places, masters; decision 026) says so
 * instead, since it can be undone for 30 days. Cancel has the focus first, so Enter never deletes by accident.
 */
export function ConfirmDelete(props: {
  name: string;
  onConfirm: () => Promise<void>;
  label?: string;
  className?: string;
  toTrash?: boolean;
  /** Another deletion's own words (the trash's "Empty trash"): the trigger's name, the dialog's, the buttons'. */
  words?: { trigger: string; title: string; description: ReactNode; confirm: string; busy: string };
}) {
  const words = props.words ?? {
    trigger: `${props.label ?? 'Delete'} ${props.name}`,
    title: props.toTrash ? 'Move to the trash?' : 'Delete for good?',
    description: props.toTrash ? (
      <>
        &quot;{props.name}&quot; leaves the site and waits in the trash for 30 days. You can restore it from
        Trash until then.
      </>
    ) : (
      <>Are you sure you want to delete &quot;{props.name}&quot;? This action cannot be undone.</>
    ),
    confirm: props.toTrash ? 'Move to trash' : 'Delete',
    busy: props.toTrash ? 'Moving...' : 'Deleting...',
  };
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialog.Trigger
        aria-label={words.trigger}
        className={
          props.className ??
          'inline-flex items-center gap-1.5 rounded-full border border-red-200 px-3.5 py-2 text-sm font-semibold text-red-800 hover:bg-red-50'
        }
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {props.label ?? 'Delete'}
      </AlertDialog.Trigger>
      <AlertFrame title={words.title} description={words.description}>
        <AlertDialog.Cancel className="rounded-full border border-limestone-300 px-5 py-2.5 font-semibold text-schist-800 hover:bg-limestone-200">
          Cancel
        </AlertDialog.Cancel>
        <BusyButton
          onClick={async () => {
            setBusy(true);
            try {
              await props.onConfirm();
            } finally {
              setBusy(false);
              setOpen(false);
            }
          }}
          className="inline-flex items-center gap-2 rounded-full bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
          busy={busy}
          busyLabel={words.busy}
        >
          {words.confirm}
        </BusyButton>
      </AlertFrame>
    </AlertDialog.Root>
  );
}
