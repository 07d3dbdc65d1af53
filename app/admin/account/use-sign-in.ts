import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { ADMIN_INFO_KEY, type AdminInfo } from '#common/admin-session.ts';
import { loginSchema, SIGN_IN_REFUSALS, type LoginInput, type SignInRefusal } from '#common/schemas/auth.ts';
import { safeNext } from '#common/admin/safe-next.ts';

/**
 * Signing in: the e-mail and password checked with the server's rule, sent, and on success the admin's facts kept
 * in the browser and the panel opened where `?next=` says; the server's refusal (a wrong password, a lock) shows
 * above the fields until one of them is edited.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Back from a sign-in the browser posted itself (before the script ran): the server said why in the address.
  const failed = searchParams.get('failed');
  const [serverError, setServerError] = useState<string | null>(
    failed && Object.hasOwn(SIGN_IN_REFUSALS, failed) ? SIGN_IN_REFUSALS[failed as SignInRefusal] : null,
  );
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  // Whoever lands here is not signed in: what the browser kept about an earlier session goes.
  useEffect(() => localStorage.removeItem(ADMIN_INFO_KEY), []);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
      const body = (await response.json().catch(() => ({}))) as { admin?: AdminInfo; message?: string };
      if (!response.ok || !body.admin) {
        setServerError(body.message ?? `Sign-in failed (HTTP ${response.status}). Please try again.`);
        return;
      }
      localStorage.setItem(ADMIN_INFO_KEY, JSON.stringify(body.admin));
      navigate(safeNext(searchParams.get('next')), { replace: true });
    } catch {
      setServerError('The server could not be reached. Check your connection and try again.');
    }
  });

  return {
    form,
    onSubmit,
    serverError,
    clearOnEdit: { onChange: () => setServerError(null) },
    /** Where to go once signed in, for the form the browser posts itself */
    next: searchParams.get('next') ?? '',
  };
}
