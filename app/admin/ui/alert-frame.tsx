import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';

/**
 * The panel's question before a step that cannot be taken back (deleting, leaving unsaved changes): the dimmed
 * page, the panel with its title and what is at stake, and the row of answers the caller gives (its Cancel first,
 * so Enter never takes the step by accident). It goes inside the caller's `AlertDialog.Root`.
 */
export function AlertFrame(props: { title: ReactNode; description: ReactNode; children: ReactNode }) {
  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay className="fixed inset-0 z-50 bg-schist-900/60" />
      <AlertDialog.Content className="fixed inset-x-4 top-1/3 z-50 mx-auto max-w-md rounded-3xl bg-limestone-50 p-6 shadow-2xl focus:outline-none">
        <AlertDialog.Title className="text-2xl font-semibold">{props.title}</AlertDialog.Title>
        <AlertDialog.Description className="mt-2 text-schist-700">
          {props.description}
        </AlertDialog.Description>
        <div className="mt-6 flex flex-wrap justify-end gap-3">{props.children}</div>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}
