import { z } from 'zod';

/** Sign-in (admin-area.md §5): both required, the e-mail well formed. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Enter your e-mail address').pipe(z.email('Enter a valid e-mail address')),
  password: z.string().min(1, 'Enter your password').max(200, 'That password is too long'),
});

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
