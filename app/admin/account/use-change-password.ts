import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '#common/schemas/auth.ts';
import { adminRequest, answerMessage } from '#app/admin/ui/admin-api.ts';

/**
 * A new password for the signed-in admin, typed twice and checked with the server's rule; a wrong current password
 * shows under its field. The server signs out every other session.
 */
export function useChangePassword() {
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { handleSubmit, reset, setError } = form;

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

  return { form, onSubmit };
}
