/** The panel's session cookie (httpOnly: scripts never see the token). */
export const ADMIN_SESSION_COOKIE = 'gandhara_admin';
/** Non-secret facts about the signed-in admin that the panel keeps in the browser (admin-area.md §3). */
export const ADMIN_INFO_KEY = 'adminInfo';

export type AdminInfo = { id: string; email: string; name: string };
