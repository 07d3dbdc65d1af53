import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { AlertFrame } from './alert-frame.tsx';

/**
 * Keeps unsaved changes from being lost by a wrong click (issue 21): while `when` holds, leaving for another page of
 * the panel asks first, and closing or reloading the tab gets the browser's own question. "Keep editing" has the focus, so
 * Enter never throws the changes away. A change of the page's own hash does not count.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  // Saved (or discarded) while the question was open: nothing is lost by going on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  return (
    <AlertDialog.Root
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <AlertFrame
        title="Leave without saving?"
        description="This page has changes that are not saved yet. If you leave now, they are lost."
      >
        <AlertDialog.Cancel className="rounded-full bg-schist-800 px-5 py-2.5 font-semibold text-limestone-50 hover:bg-schist-900">
          Keep editing
        </AlertDialog.Cancel>
        <AlertDialog.Action
          onClick={() => blocker.state === 'blocked' && blocker.proceed()}
          className="rounded-full border border-red-200 px-5 py-2.5 font-semibold text-red-800 hover:bg-red-50"
        >
          Leave without saving
        </AlertDialog.Action>
      </AlertFrame>
    </AlertDialog.Root>
  );
}
