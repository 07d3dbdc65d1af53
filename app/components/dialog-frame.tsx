import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/**
 * The frame of the site's dialogs that are open for as long as they are shown (the menu, search, the filters, a
 * film, an enquiry, the welcome): a modal over a dimmed page that holds the focus, and whatever closes it (Escape,
 * a click outside, a close button) calls `onClose`. Each dialog brings its own title, description and contents.
 */
export function DialogFrame(props: {
  onClose: () => void;
  /** The overlay's classes, its tint and its layer, if not the usual dim one. */
  overlay?: string;
  /** The panel's classes: where it stands and how it looks. */
  className: string;
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={props.overlay ?? 'fixed inset-0 z-50 bg-schist-900/60'} />
        <Dialog.Content onEscapeKeyDown={props.onEscapeKeyDown} className={props.className}>
          {props.children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
