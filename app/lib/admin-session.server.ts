import { parseCookie } from 'cookie';
import { createContext, redirect, type RouterContextProvider } from 'react-router';
import { ADMIN_SESSION_COOKIE, type AdminInfo } from '#common/admin-session.ts';
import { checkedAdminContext, servicesContext } from '#app/context.ts';

/** The signed-in admin, set by the admin layout's middleware before any admin loader runs. */
export const adminContext = createContext<AdminInfo>();

/** The admin a page request comes from, by the panel's session cookie; null when there is none or it has ended. */
export async function adminOf(request: Request, context: Readonly<RouterContextProvider>) {
  // The server checked this request's cookie already, to keep its answer out of the cache.
  const checked = context.get(checkedAdminContext);
  if (checked) return checked;
  const token = parseCookie(request.headers.get('cookie') ?? '')[ADMIN_SESSION_COOKIE];
  return token ? context.get(servicesContext).auth.authenticate(token) : null;
}

/**
 * The guard of every admin page (admin-area.md §4): without a live session, to the sign-in page, which then
 * returns the admin to where they were going. Runs before the loaders, so none of them reads for a stranger.
 */
export async function requireAdminSession({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const admin = await adminOf(request, context);
  if (!admin) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  context.set(adminContext, admin);
}
