/** Only a path inside the panel: the sign-in page must not become a way to send an admin elsewhere. */
export function safeNext(next: string | null): string {
  return next && /^\/admin(\/[\w/-]*)?(\?[\w=&%-]*)?$/.test(next) && !next.startsWith('/admin/login')
    ? next
    : '/admin';
}
