import { LoaderCircle, type LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

type BusyButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /** While true the button is disabled and its icon is a spinner (still, for a visitor who asks for less motion). */
  busy: boolean;
  icon?: LucideIcon;
  /** The larger buttons (sign-in, bulk upload's start) carry a larger icon. */
  iconSize?: 'size-4' | 'size-5';
  /** What the button says while busy; its usual words when not given. */
  busyLabel?: ReactNode;
  children?: ReactNode;
};

/**
 * The panel's button for an action that takes a moment (saving, sending files, reading a file, undoing): one place
 * for the spinner, its accessibility and the disabling, whatever the button looks like (its className).
 */
export function BusyButton({
  busy,
  icon: Icon,
  iconSize = 'size-4',
  busyLabel,
  children,
  disabled,
  type = 'button',
  ...button
}: BusyButtonProps) {
  return (
    <button type={type} disabled={busy || disabled} {...button}>
      {busy ? (
        <LoaderCircle aria-hidden="true" className={`${iconSize} motion-safe:animate-spin`} />
      ) : Icon ? (
        <Icon aria-hidden="true" className={iconSize} />
      ) : null}
      {busy ? (busyLabel ?? children) : children}
    </button>
  );
}
