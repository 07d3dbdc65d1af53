import { redirect } from 'react-router';
import { safeNext } from '#common/admin/safe-next.ts';
import { SignInPage } from '#app/admin/account/sign-in-page.tsx';
import { adminOf } from '#app/lib/admin-session.server.ts';
import { adminMeta } from '#app/admin/ui/admin-meta.ts';
import type { Route } from './+types/login';

export async function loader({ request, context }: Route.LoaderArgs) {
  // Already signed in: straight on.
  if (await adminOf(request, context))
    throw redirect(safeNext(new URL(request.url).searchParams.get('next')));
  return null;
}

export const meta: Route.MetaFunction = () => adminMeta('Sign in');

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export default function AdminLogin() {
  return <SignInPage />;
}
