import { LoaderCircle, Save, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A form's main button: its label, or a spinner and `busyLabel` while the form is being sent (and disabled). */
export function SubmitButton(props: {
  busy: boolean;
  busyLabel?: string;
  icon?: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  const Icon = props.icon ?? Save;
  return (
    <button
      type="submit"
      disabled={props.busy}
      className={`inline-flex items-center justify-center gap-2 rounded-full bg-schist-800 px-6 py-2.5 font-semibold text-limestone-50 hover:bg-schist-900 disabled:cursor-wait disabled:opacity-75 ${props.className ?? ''}`}
    >
      {props.busy ? (
        <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
      ) : (
        <Icon aria-hidden="true" className="size-4" />
      )}
      {props.busy ? (props.busyLabel ?? 'Saving...') : props.children}
    </button>
  );
}
