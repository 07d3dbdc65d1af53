import { useId, useRef, useState, type FormEvent } from 'react';
import { ENQUIRY_MESSAGES } from '#common/enquiries.ts';
import { ENQUIRY_LIMITS } from '#common/schemas/enquiries.ts';
import { EnquiryField } from './enquiry-field.tsx';

/** What an enquiry is about: a piece, a tour (with a date and a party size), or nothing in particular. */
export type EnquirySubject =
  | { kind: 'general' }
  | { kind: 'product'; id: string; label: string }
  | { kind: 'tour'; id: string; label: string };

type Answer = { message?: string; errors?: { path: string; message: string }[] };
type State =
  { kind: 'idle' | 'sending' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

const FIELDS = ['name', 'email', 'phone', 'preferredDate', 'partySize', 'message'] as const;
type Field = (typeof FIELDS)[number];

/** The text fields' longest answers: the server's own limits, so the browser stops where the server would refuse. */
const MAX_LENGTHS: Partial<Record<Field, number>> = {
  name: ENQUIRY_LIMITS.name,
  email: ENQUIRY_LIMITS.email,
  phone: ENQUIRY_LIMITS.phone,
  message: ENQUIRY_LIMITS.message,
};

const NETWORK = 'Your message could not be sent: check your connection and try again.';

/** The form's signed start time (decision 036): asked for once the visitor starts, never written into cached HTML. */
function useTicket() {
  const ticket = useRef<Promise<string | null> | null>(null);
  return () =>
    (ticket.current ??= fetch('/api/enquiries/ticket', { headers: { accept: 'application/json' } })
      .then(async (response) => (response.ok ? ((await response.json()) as { ticket: string }).ticket : null))
      .catch(() => {
        ticket.current = null;
        return null;
      }));
}

/**
 * The enquiry form (issue 20, item 4): name, an e-mail or a phone number, the message, and for a tour a date and the
 * number of people. A refusal shows its reason beside its field or above the button, and keeps all that was typed.
 */
export function EnquiryForm({ subject, onSent }: { subject: EnquirySubject; onSent?: () => void }) {
  const id = useId();
  const ticket = useTicket();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const status = useRef<HTMLParagraphElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const partySize = text('partySize');
    setState({ kind: 'sending' });
    setErrors({});
    const body = {
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      message: text('message'),
      website: text('website'),
      ticket: (await ticket()) ?? '',
      ...(subject.kind === 'product' ? { productId: subject.id } : {}),
      ...(subject.kind === 'tour'
        ? {
            visitPlaceId: subject.id,
            preferredDate: text('preferredDate'),
            ...(partySize ? { partySize: Number(partySize) } : {}),
          }
        : {}),
    };
    try {
      const response = await fetch('/api/enquiries', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as Answer;
      if (response.status === 201) {
        setState({ kind: 'sent', message: answer.message ?? ENQUIRY_MESSAGES.sent });
        onSent?.();
      } else {
        const byField: Partial<Record<Field, string>> = {};
        for (const error of answer.errors ?? [])
          if ((FIELDS as readonly string[]).includes(error.path))
            byField[error.path as Field] ??= error.message;
        setErrors(byField);
        setState({ kind: 'failed', message: answer.message ?? NETWORK });
      }
    } catch {
      setState({ kind: 'failed', message: NETWORK });
    }
    status.current?.focus();
  };

  if (state.kind === 'sent')
    return (
      <div className="rounded-3xl bg-limestone-100 p-6 text-schist-900" role="status">
        <p className="text-lg font-semibold">Message sent</p>
        <p className="mt-2 text-schist-700">{state.message}</p>
      </div>
    );

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    error: errors[name],
    maxLength: MAX_LENGTHS[name],
  });
  return (
    // POST: sent before the script runs, the visitor's name and number stay out of the address (decision 048).
    <form
      method="post"
      noValidate
      onSubmit={submit}
      onFocus={() => void ticket()}
      className="grid gap-4 sm:grid-cols-2"
    >
      <EnquiryField {...field('name')} label="Your name" autoComplete="name" required />
      <EnquiryField {...field('email')} label="E-mail" type="email" autoComplete="email" />
      <EnquiryField {...field('phone')} label="Phone or WhatsApp" type="tel" autoComplete="tel" />
      <p className="self-end text-sm text-schist-600 sm:pb-3">Give an e-mail, a phone number, or both.</p>
      {subject.kind === 'tour' ? (
        <>
          <EnquiryField {...field('preferredDate')} label="Preferred date" type="date" />
          <EnquiryField
            {...field('partySize')}
            label="Number of people"
            type="number"
            min={1}
            max={ENQUIRY_LIMITS.partySize}
            inputMode="numeric"
          />
        </>
      ) : null}
      <EnquiryField {...field('message')} label="Your message" multiline required />
      {/* The honeypot: out of sight and out of the tab order; a person leaves it empty. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label>
          Leave this empty
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <p
          ref={status}
          tabIndex={-1}
          role="alert"
          className="empty:hidden font-medium text-terracotta-700 focus:outline-none"
        >
          {state.kind === 'failed' ? state.message : ''}
        </p>
        <button
          type="submit"
          disabled={state.kind === 'sending'}
          className="rounded-full bg-schist-800 px-6 py-3.5 font-semibold text-limestone-50 hover:bg-schist-900 disabled:opacity-70 sm:justify-self-start"
        >
          {state.kind === 'sending' ? 'Sending…' : 'Send message'}
        </button>
      </div>
    </form>
  );
}
