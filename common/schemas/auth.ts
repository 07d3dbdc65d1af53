import { z } from 'zod';

/** Sign-in (admin-area.md §5): both required, the e-mail well formed. */
export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your e-mail address')
    .max(254, 'That e-mail address is too long')
    .pipe(z.email('Enter a valid e-mail address')),
  password: z.string().min(1, 'Enter your password').max(200, 'That password is too long'),
});

/**
 * The sign-in request: the panel's script sends it as JSON; the page's own form, posted before the script runs (or
 * without it), sends it form-encoded with where to go next.
 */
export const signInRequestSchema = loginSchema.extend({ next: z.string().max(2000).optional() });

/** Why a form sign-in came back to the page (`/admin/login?failed=…`), as the page says it. */
export const SIGN_IN_REFUSALS = {
  invalid: 'The e-mail or password is not correct.',
  locked: 'Too many failed sign-in attempts. Please wait a few minutes, then try again.',
} as const;
export type SignInRefusal = keyof typeof SIGN_IN_REFUSALS;

const changePasswordFields = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(200),
  newPassword: z
    .string()
    .min(12, 'Choose a password of at least 12 characters')
    .max(200, 'Choose a password of at most 200 characters'),
});
const differs: [
  (value: { currentPassword: string; newPassword: string }) => boolean,
  { message: string; path: string[] },
] = [
  (value) => value.newPassword !== value.currentPassword,
  { message: 'The new password must differ from the current one', path: ['newPassword'] },
];

export const changePasswordSchema = changePasswordFields.refine(...differs);

/** The account screen's form: the same rules, and the new password typed twice. */
export const changePasswordFormSchema = changePasswordFields
  .extend({ confirmPassword: z.string().min(1, 'Type the new password again') })
  .refine(...differs)
  .refine((value) => value.confirmPassword === value.newPassword, {
    message: 'The two new passwords are not the same',
    path: ['confirmPassword'],
  });

export type LoginInput = z.infer<typeof loginSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;

/** How far back the dashboard's record of failed sign-ins reaches, in days (decision 019). */
export const SIGN_IN_FAILURE_DAYS = { default: 7, max: 30 } as const;

const daysMessage = `days must be a whole number from 1 to ${SIGN_IN_FAILURE_DAYS.max}`;

/** `?days=N`: digits only, so `1e1`, `7.0` or ` 7` are refused rather than read as a number. */
export const signInFailuresQuerySchema = z.object({
  days: z
    .string({ error: daysMessage })
    .regex(/^\d{1,4}$/, daysMessage)
    .transform(Number)
    .pipe(z.number().min(1, daysMessage).max(SIGN_IN_FAILURE_DAYS.max, daysMessage))
    .default(SIGN_IN_FAILURE_DAYS.default),
});

/** One line of the record: an address's failed attempts at one account, of one kind, from one kind of browser. */
export const signInFailureSchema = z.object({
  address: z.string(),
  /** the account's e-mail; null when the e-mail typed belongs to no account */
  account: z.string().nullable(),
  attempt: z.enum(['sign-in', 'change-password']),
  /** `known`: a browser that had signed in to the account before, counted on its own budget */
  browser: z.enum(['known', 'unknown']),
  /** passwords checked and found wrong */
  failures: z.number().int(),
  /** attempts refused unchecked while a lock held */
  refused: z.number().int(),
  /** locks these failures started */
  locks: z.number().int(),
  firstAt: z.string(),
  lastAt: z.string(),
});

export const signInFailuresSchema = z.object({
  success: z.literal(true),
  since: z.string(),
  failures: z.array(signInFailureSchema),
});

export type SignInFailure = z.infer<typeof signInFailureSchema>;
export type SignInFailures = Omit<z.infer<typeof signInFailuresSchema>, 'success'>;
