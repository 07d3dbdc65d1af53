import { DomainError } from '#server/domain-error.ts';

/** A mistake in what the admin sent (an unknown category, a slug in use), about the field at `path`. */
export class CatalogInputError extends DomainError {
  override name = 'CatalogInputError';
  declare readonly path: string;
  constructor(message: string, kind: 'invalid' | 'conflict', path: string) {
    super(kind, message, path);
  }
}
