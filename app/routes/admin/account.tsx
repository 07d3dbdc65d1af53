import { zodResolver } from '@hookform/resolvers/zod';
import { SubmitButton } from '#app/admin/ui/submit-button.tsx';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '#common/schemas/auth.ts';
import { FormField, INPUT_CLASS } from '#app/admin/ui/form-field.tsx';
import { adminContext } from '#app/lib/admin-session.server.ts';
import { adminRequest, answerMessage } from '#app/admin/ui/admin-api.ts';
import type { Route } from './+types/account';

export async function loader({ context }: Route.LoaderArgs) {
  return { admin: context.get(adminContext) };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Account | Admin Panel | Gandhara Arts' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** The signed-in admin's account: who they are, and a new password (which signs out every other session). */
export default function Account({ loaderData }: Route.ComponentProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const answer = await adminRequest('POST', '/api/auth/change-password', {
        currentPassword,
        newPassword,
      });
      if (!answer.ok) {
        const message = answerMessage(answer, `HTTP error! status: ${answer.status}`);
        if (answer.status === 400 && /current password/i.test(message))
          setError('currentPassword', { message });
        toast.error(message);
        return;
      }
      reset();
      toast.success(answer.body?.message ?? 'Password changed.');
    } catch (error) {
      toast.error((error as Error).message);
    }
  });

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
          <dd className="text-schist-900">{loaderData.admin.name}</dd>
          <dt className="text-sm font-semibold text-schist-600">E-mail</dt>
          <dd className="break-all text-schist-900">{loaderData.admin.email}</dd>
        </dl>
      </section>
      <form
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
        <FormField label="Current password" required error={errors.currentPassword?.message}>
          <input
            type="password"
            autoComplete="current-password"
            className={INPUT_CLASS}
            {...register('currentPassword')}
          />
        </FormField>
        <FormField label="New password" required error={errors.newPassword?.message}>
          <input
            type="password"
            autoComplete="new-password"
            className={INPUT_CLASS}
            {...register('newPassword')}
          />
        </FormField>
        <FormField label="New password again" required error={errors.confirmPassword?.message}>
          <input
            type="password"
            autoComplete="new-password"
            className={INPUT_CLASS}
            {...register('confirmPassword')}
          />
        </FormField>
        <SubmitButton busy={isSubmitting} busyLabel="Changing..." icon={KeyRound}>
          Change password
        </SubmitButton>
      </form>
    </div>
  );
}
