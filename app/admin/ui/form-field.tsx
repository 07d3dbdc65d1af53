import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

/** The look of every text box, select and text area of the panel. */
export const INPUT_CLASS =
  'mt-1.5 w-full rounded-xl border border-limestone-300 bg-white px-4 py-2.5 text-schist-900 placeholder:text-schist-500 focus:border-terracotta-700 focus:outline-none focus:ring-2 focus:ring-terracotta-700/30 aria-[invalid=true]:border-red-600';

export type CounterRule = { max: number; min?: number; long?: number; minMessage?: string };

/** Characters used out of the limit, red under the minimum, amber past the "getting long" mark (admin-area.md §5). */
function counterState(length: number, rule: CounterRule): { tone: 'ok' | 'short' | 'long'; note: string } {
  if (rule.min !== undefined && length > 0 && length < rule.min)
    return { tone: 'short', note: rule.minMessage ?? `minimum ${rule.min} characters required` };
  if (rule.min !== undefined && length === 0)
    return { tone: 'short', note: rule.minMessage ?? `minimum ${rule.min} characters required` };
  if (rule.long !== undefined && length > rule.long) return { tone: 'long', note: 'getting long' };
  return { tone: 'ok', note: '' };
}

const TONE = { ok: 'text-schist-600', short: 'text-red-700', long: 'text-amber-800' } as const;

/** How the counter's words look: a field nobody has touched yet gets its advice in grey, not in red. */
const toneOf = (tone: keyof typeof TONE, quiet?: boolean) => TONE[quiet && tone === 'short' ? 'ok' : tone];

/**
 * A labelled field: the control is given its id, its error and hint are tied to it with aria-describedby, and an
 * optional counter shows the characters used out of the limit.
 */
export function FormField(props: {
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  /** `quiet`: a field nobody has touched, whose minimum is advice rather than a mistake yet */
  counter?: { length: number; rule: CounterRule; quiet?: boolean };
  className?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const counter = props.counter ? counterState(props.counter.length, props.counter.rule) : null;
  const describedBy =
    [props.error ? errorId : null, props.hint ? hintId : null, counter ? counterId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const control = isValidElement(props.children)
    ? cloneElement(props.children, {
        id,
        'aria-invalid': props.error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': props.required || undefined,
      })
    : props.children;
  return (
    <div className={props.className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-semibold text-schist-800">
          {props.label}
          {props.required ? (
            <span aria-hidden="true" className="text-terracotta-700">
              {' '}
              *
            </span>
          ) : null}
        </label>
        {props.counter && counter ? (
          <span
            id={counterId}
            className={`text-xs tabular-nums ${toneOf(counter.tone, props.counter.quiet)}`}
          >
            {props.counter.length}/{props.counter.rule.max}
            {counter.note ? ` · ${counter.note}` : ''}
          </span>
        ) : null}
      </div>
      {control}
      {props.hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-schist-600">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
