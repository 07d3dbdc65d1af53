import { AccountPage } from '#app/admin/account/account-page.tsx';
import { adminContext } from '#app/lib/admin-session.server.ts';
import { adminMeta } from '#app/admin/ui/admin-meta.ts';
import type { Route } from './+types/account';

export async function loader({ context }: Route.LoaderArgs) {
  return { admin: context.get(adminContext) };
}

export const meta: Route.MetaFunction = () => adminMeta('Account');

export default function Account({ loaderData }: Route.ComponentProps) {
  return <AccountPage admin={loaderData.admin} />;
}
