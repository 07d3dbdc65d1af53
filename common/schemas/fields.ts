import { z } from 'zod';
import { parsePrice, type PriceProblem } from '../money.ts';

/** Keywords as a JSON list or comma separated, trimmed, empty ones dropped (admin-area.md §5). */
export const keywordList = z
  .union([z.array(z.string()), z.string()])
  .transform((value) => {
    if (Array.isArray(value)) return value;
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (Array.isArray(parsed)) return parsed.map(String);
      } catch {
        // Not JSON after all: read it as a comma-separated list.
      }
    }
    return text.split(',');
  })
  .pipe(
    z
      .array(z.string().trim().max(60, 'A keyword is at most 60 characters'))
      .transform((list) => list.filter(Boolean)),
  )
  .pipe(z.array(z.string()).max(20, 'At most 20 keywords'));

/** A record's description, which every form requires: a product's or a place's, or a craftsman's story. */
export const descriptionText = (max: number) =>
  z.string().trim().min(1, 'Enter a description').max(max, `The description is at most ${max} characters`);

/** A list of names sent as a JSON-encoded list (the old forms' `categories`), as an array, or comma separated. */
export const nameList = z
  .union([z.array(z.string()), z.string()])
  .transform((value, context) => {
    if (Array.isArray(value)) return value;
    const text = value.trim();
    if (!text) return [];
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (Array.isArray(parsed)) return parsed.map(String);
      } catch {
        context.addIssue({ code: 'custom', message: 'The list is not valid JSON' });
        return z.NEVER;
      }
    }
    return text.split(',');
  })
  .pipe(z.array(z.string().trim()).transform((list) => [...new Set(list.filter(Boolean))]));

const PRICE_MESSAGES: Record<PriceProblem, (label: string) => string> = {
  'not-a-number': (label) => `The ${label} is a number, such as 120 or 99.50`,
  negative: (label) => `The ${label} cannot be negative`,
  'too-large': (label) => `The ${label} is too large`,
  'too-precise': (label) => `The ${label} has at most two decimals (cents)`,
};

/** Dollars as a form sends them ("12.5", "$1,250", 12.5) to integer cents, by the one price parser (money.ts). */
export const dollars = (label: string, required: boolean) =>
  z
    .union([z.number(), z.string()])
    .optional()
    .transform((value, context) => {
      const parsed = parsePrice(value ?? '');
      if (!parsed.ok) {
        context.addIssue({ code: 'custom', message: PRICE_MESSAGES[parsed.problem](label) });
        return z.NEVER;
      }
      if (parsed.cents === null && required)
        context.addIssue({ code: 'custom', message: `Enter the ${label}` });
      return parsed.cents;
    });
