import { Outlet } from 'react-router';
import { AdminShell } from '#app/admin/ui/admin-shell.tsx';
import { adminContext, requireAdminSession } from '#app/lib/admin-session.server.ts';
import { servicesContext } from '#app/context.ts';
import { adminMeta } from '#app/admin/ui/admin-meta.ts';
import type { Route } from './+types/layout';

/** Every admin page passes the guard first: no loader below runs for someone who is not signed in. */
export const middleware: Route.MiddlewareFunction[] = [requireAdminSession];

export async function loader({ context }: Route.LoaderArgs) {
  const counts = await context.get(servicesContext).enquiries.counts();
  return { admin: context.get(adminContext), newEnquiries: counts.new };
}

export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
});

export const meta: Route.MetaFunction = () => adminMeta();

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell admin={loaderData.admin} badges={{ '/admin/enquiries': loaderData.newEnquiries }}>
      <Outlet />
    </AdminShell>
  );
}
