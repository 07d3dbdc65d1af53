import { KeyRound } from 'lucide-react';
import type { AdminInfo } from '#common/admin-session.ts';
import type { ChangePasswordFormInput } from '#common/schemas/auth.ts';
import { FormField, INPUT_CLASS } from '#app/admin/ui/form-field.tsx';
import { SubmitButton } from '#app/admin/ui/submit-button.tsx';
import { useChangePassword } from './use-change-password.ts';

const PASSWORD_FIELDS: {
  name: keyof ChangePasswordFormInput;
  label: string;
  autoComplete: 'current-password' | 'new-password';
}[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'New password again', autoComplete: 'new-password' },
];

/** The signed-in admin's account: who they are, and a new password (which signs out every other session). */
export function AccountPage({ admin }: { admin: AdminInfo }) {
  const { form, onSubmit } = useChangePassword();
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <section
        aria-labelledby="who"
        className="rounded-3xl bg-limestone-50 p-6 ring-1 ring-limestone-200 sm:p-8"
      >
        <h2 id="who" className="text-2xl font-semibold">
          Signed in as
        </h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-[8rem_1fr]">
          <dt className="text-sm font-semibold text-schist-600">Name</dt>
          <dd className="text-schist-900">{admin.name}</dd>
          <dt className="text-sm font-semibold text-schist-600">E-mail</dt>
          <dd className="break-all text-schist-900">{admin.email}</dd>
        </dl>
      </section>
      {/* POST, so that a form sent before the script runs never puts the passwords in the address (decision 048). */}
      <form
        method="post"
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="change-password"
        className="space-y-5 rounded-3xl bg-limestone-50 p-6 ring-1 ring-limestone-200 sm:p-8"
      >
        <div>
          <h2 id="change-password" className="text-2xl font-semibold">
            Change password
          </h2>
          <p className="mt-1 text-sm text-schist-600">
            At least 12 characters. Every other device signed in to the panel is signed out; this one stays.
          </p>
        </div>
        {PASSWORD_FIELDS.map((field) => (
          <FormField key={field.name} label={field.label} required error={errors[field.name]?.message}>
            <input
              type="password"
              autoComplete={field.autoComplete}
              className={INPUT_CLASS}
              {...register(field.name)}
            />
          </FormField>
        ))}
        <SubmitButton busy={isSubmitting} busyLabel="Changing..." icon={KeyRound}>
          Change password
        </SubmitButton>
      </form>
    </div>
  );
}
