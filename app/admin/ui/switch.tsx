/**
 * An on/off control announced as a switch, with its label beside it; Space and Enter toggle it as a button does.
 * `label` names it for assistive technology when the visible text is elsewhere.
 */
export function Switch(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
  describedBy?: string;
  id?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      id={props.id}
      aria-checked={props.checked}
      aria-label={props.label}
      aria-describedby={props.describedBy}
      disabled={props.disabled}
      onClick={() => props.onChange(!props.checked)}
      className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-terracotta-700 focus-visible:ring-offset-2 focus-visible:ring-offset-limestone-50 disabled:cursor-wait disabled:opacity-60 motion-safe:transition-colors ${props.checked ? 'bg-terracotta-700' : 'bg-schist-500'}`}
    >
      <span
        aria-hidden="true"
        className={`inline-block size-6 rounded-full bg-white shadow motion-safe:transition-transform ${props.checked ? 'translate-x-5' : 'translate-x-0'}`}
      />
    </button>
  );
}
