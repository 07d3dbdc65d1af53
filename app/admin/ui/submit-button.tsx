import { LoaderCircle, Save, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const LOOK = {
  solid: 'bg-schist-800 px-6 py-2.5 text-limestone-50 hover:bg-schist-900',
  // A second form's button on a screen that already has a solid one (a category's "Add Subcategory").
  outline: 'border border-schist-800 px-5 py-2 text-schist-900 hover:bg-schist-800 hover:text-limestone-50',
};

/** A form's main button: its label, or a spinner and `busyLabel` while the form is being sent (and disabled). */
export function SubmitButton(props: {
  busy: boolean;
  busyLabel?: string;
  icon?: LucideIcon;
  className?: string;
  outline?: boolean;
  children: ReactNode;
}) {
  const Icon = props.icon ?? Save;
  return (
    <button
      type="submit"
      disabled={props.busy}
      className={`inline-flex items-center justify-center gap-2 rounded-full font-semibold disabled:cursor-wait disabled:opacity-75 ${LOOK[props.outline ? 'outline' : 'solid']} ${props.className ?? ''}`}
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
