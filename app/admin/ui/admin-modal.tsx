import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogCloseButton } from '#app/components/dialog-close.tsx';

/** A panel dialog (edit forms, details): focus moves in and returns on close, Escape and the backdrop close it. */
export function AdminModal(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-schist-900/60 motion-safe:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          {...(props.description ? {} : { 'aria-describedby': undefined })}
          className={`fixed inset-x-3 top-[4vh] z-50 mx-auto max-h-[92vh] overflow-y-auto rounded-3xl bg-limestone-50 p-5 shadow-2xl focus:outline-none sm:p-8 ${props.wide ? 'max-w-4xl' : 'max-w-xl'}`}
        >
          <Dialog.Title className="pr-10 text-2xl font-semibold">{props.title}</Dialog.Title>
          {props.description ? (
            <Dialog.Description className="mt-1 text-schist-600">{props.description}</Dialog.Description>
          ) : null}
          <div className="mt-5">{props.children}</div>
          <DialogCloseButton label="Close" className="right-4 top-4" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
