import * as Dialog from '@radix-ui/react-dialog';
import {
  ExternalLink,
  FolderTree,
  KeyRound,
  Landmark,
  LayoutDashboard,
  LogOut,
  Menu,
  PackagePlus,
  Settings,
  Upload,
  UserPlus,
  Users,
  MapPinPlus,
  Package,
  type LucideIcon,
  History,
  Trash2,
  Inbox,
} from 'lucide-react';
import { Toaster } from 'sonner';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { ADMIN_INFO_KEY, type AdminInfo } from '#common/admin-session.ts';
import { BrandMark } from '#app/components/brand-mark.tsx';
import { DialogCloseButton } from '#app/components/dialog-close.tsx';

/** The panel's sections, each at its own address so that the back button and bookmarks work. */
const ADMIN_SECTIONS: { to: string; label: string; icon: LucideIcon; end?: boolean }[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/products/new', label: 'Add Product', icon: PackagePlus },
  { to: '/admin/products', label: 'Products List', icon: Package, end: true },
  { to: '/admin/places/new', label: 'Add Tour/Place', icon: MapPinPlus },
  { to: '/admin/places', label: 'Places List', icon: Landmark, end: true },
  { to: '/admin/masters/new', label: 'Add Master', icon: UserPlus },
  { to: '/admin/masters', label: 'Masters List', icon: Users, end: true },
  { to: '/admin/enquiries', label: 'Enquiries', icon: Inbox },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
  { to: '/admin/categories', label: 'Categories', icon: FolderTree },
  { to: '/admin/activity', label: 'Activity', icon: History },
  { to: '/admin/trash', label: 'Trash', icon: Trash2 },
  { to: '/admin/account', label: 'Account', icon: KeyRound },
];

function sectionTitle(pathname: string): string {
  if (pathname.startsWith('/admin/bulk-upload')) return 'Bulk Upload';
  if (pathname.startsWith('/admin/products/import')) return 'Import Products';
  // A product's editor, its own page (`/admin/products/{id}`); `new` is Add Product's.
  if (/^\/admin\/products\/(?!new$)[^/]+$/.test(pathname)) return 'Edit Product';
  const match = [...ADMIN_SECTIONS]
    .sort((a, b) => b.to.length - a.to.length)
    .find((section) => pathname === section.to || pathname.startsWith(`${section.to}/`));
  return match?.label ?? 'Admin Panel';
}

/** A sidebar link, lit while its section is open. */
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-xl px-4 py-3 font-medium ${isActive ? 'bg-limestone-50/12 text-limestone-50' : 'text-limestone-200 hover:bg-limestone-50/8 hover:text-limestone-50'}`;

/** A count beside a section's name (the new enquiries), by the section's address. */
type Badges = Partial<Record<string, number>>;

function SidebarContent({ onNavigate, badges = {} }: { onNavigate?: () => void; badges?: Badges }) {
  return (
    <div className="flex h-full flex-col">
      <Link to="/admin" onClick={onNavigate} className="flex items-center gap-3 px-6 py-6">
        <BrandMark className="size-9 text-sandstone-400" />
        <span>
          <span className="block font-display text-xl font-semibold text-limestone-50">Gandhara Arts</span>
          <span className="block text-xs uppercase tracking-[0.2em] text-sandstone-400">Admin Panel</span>
        </span>
      </Link>
      <nav aria-label="Admin sections" className="min-h-0 flex-1 overflow-y-auto px-3">
        <ul className="space-y-1">
          {ADMIN_SECTIONS.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink to={to} end={end} onClick={onNavigate} className={linkClass}>
                <Icon aria-hidden="true" className="size-5" />
                {label}
                {badges[to] ? (
                  <span className="ml-auto rounded-full bg-terracotta-700 px-2 py-0.5 text-xs font-semibold text-white">
                    {badges[to]}
                    <span className="sr-only"> new</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-1 border-t border-limestone-50/10 p-3">
        <NavLink to="/admin/bulk-upload" onClick={onNavigate} className={linkClass}>
          <Upload aria-hidden="true" className="size-5" />
          Bulk Upload
        </NavLink>
        <a
          href="/"
          target="_blank"
          rel="noopener"
          className="flex items-center gap-3 rounded-xl px-4 py-3 text-limestone-200 hover:bg-limestone-50/8 hover:text-limestone-50"
        >
          <ExternalLink aria-hidden="true" className="size-5" />
          View the website
        </a>
      </div>
    </div>
  );
}

/** Sidebar (a drawer on phones), header with the section's title and the admin, and the section itself. */
export function AdminShell({
  admin,
  badges,
  children,
}: {
  admin: AdminInfo;
  badges?: Badges;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  // The non-secret facts the panel keeps in the browser (admin-area.md §3), refreshed from the server's answer.
  useEffect(() => localStorage.setItem(ADMIN_INFO_KEY, JSON.stringify(admin)), [admin]);
  useEffect(() => setDrawerOpen(false), [pathname]);

  const signOut = async () => {
    setSigningOut(true);
    await fetch('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
    localStorage.removeItem(ADMIN_INFO_KEY);
    navigate('/admin/login', { replace: true });
  };

  return (
    <div className="min-h-screen bg-limestone-100 lg:grid lg:grid-cols-[17rem_1fr]">
      <aside className="sticky top-0 hidden h-screen bg-schist-900 lg:block">
        <SidebarContent badges={badges} />
      </aside>
      <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-schist-900/60 lg:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-schist-900 shadow-2xl focus:outline-none lg:hidden"
          >
            <Dialog.Title className="sr-only">Admin menu</Dialog.Title>
            <SidebarContent badges={badges} onNavigate={() => setDrawerOpen(false)} />
            <DialogCloseButton label="Close the menu" tone="dark" className="right-3 top-5" />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <div className="min-w-0">
        <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-limestone-200 bg-limestone-50/95 px-4 py-3 backdrop-blur sm:px-8">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label="Open the admin menu"
            className="flex size-11 items-center justify-center rounded-xl text-schist-800 hover:bg-limestone-200 lg:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <h1 className="flex-1 truncate text-2xl font-semibold sm:text-3xl">{sectionTitle(pathname)}</h1>
          <div className="flex items-center gap-3">
            <span className="hidden text-right text-sm sm:block">
              <span className="block font-semibold text-schist-900">{admin.name}</span>
              <span className="block text-schist-600">{admin.email}</span>
            </span>
            <span
              aria-label="Admin"
              role="img"
              className="flex size-10 items-center justify-center rounded-full bg-terracotta-700 font-semibold text-white"
            >
              {admin.name.charAt(0).toUpperCase() || 'A'}
            </span>
            <button
              type="button"
              onClick={signOut}
              disabled={signingOut}
              className="inline-flex size-10 items-center justify-center gap-2 rounded-full border border-limestone-300 text-sm font-semibold text-schist-800 hover:bg-limestone-200 disabled:opacity-60 sm:size-auto sm:px-4 sm:py-2"
            >
              <LogOut aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">{signingOut ? 'Signing out...' : 'Sign out'}</span>
            </button>
          </div>
        </header>
        <main id="admin-main" className="px-4 py-8 sm:px-8">
          {children}
        </main>
        <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 6000 }} />
      </div>
    </div>
  );
}
