import { AccountPage } from '#app/admin/account/account-page.tsx';
import { adminContext } from '#app/lib/admin-session.server.ts';
import type { Route } from './+types/account';

export async function loader({ context }: Route.LoaderArgs) {
  return { admin: context.get(adminContext) };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Account | Admin Panel | Gandhara Arts' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Account({ loaderData }: Route.ComponentProps) {
  return <AccountPage admin={loaderData.admin} />;
}
