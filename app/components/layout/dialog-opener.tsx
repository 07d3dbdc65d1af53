import { Suspense, useCallback, useState, type ReactNode } from 'react';

/**
 * A header button that opens a dialog whose code loads on the first click (`dialog` renders a React.lazy
 * component): the header itself stays light on every page.
 */
export function DialogOpener(props: {
  label: string;
  className: string;
  /** The button's icon */
  children: ReactNode;
  dialog: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        aria-label={props.label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={props.className}
      >
        {props.children}
      </button>
      {open ? <Suspense fallback={null}>{props.dialog(close)}</Suspense> : null}
    </>
  );
}
