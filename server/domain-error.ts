/**
 * What a service refuses, in the business's terms: the client's input is not valid, what it names does not exist,
 * or it conflicts with what is there. Services throw or return these and know nothing of HTTP; the error handler
 * (server/http/error-handler.ts) turns each kind into its status, once, at the edge.
 */
export type DomainErrorKind = 'invalid' | 'not-found' | 'conflict';

export class DomainError extends Error {
  override name = 'DomainError';
  readonly kind: DomainErrorKind;
  /** The field it is about, for a form to show the message beside it. */
  readonly path: string | undefined;
  constructor(kind: DomainErrorKind, message: string, path?: string) {
    super(message);
    this.kind = kind;
    this.path = path;
  }
}

/** An action's result: the value, or why it was refused. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; kind: DomainErrorKind; message: string };

export const refuse = (kind: DomainErrorKind, message: string) => ({ ok: false, kind, message }) as const;

/** A refused outcome as its domain error, for a route to throw and the error handler to answer. */
const refusal = (outcome: { kind: DomainErrorKind; message: string }) =>
  new DomainError(outcome.kind, outcome.message);

/** An outcome's value, for a route to answer with; a refused one is thrown, for the error handler to answer. */
export function accepted<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw refusal(outcome);
  return outcome.value;
}
