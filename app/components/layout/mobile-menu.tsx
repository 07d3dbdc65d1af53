import { Menu } from '#app/components/icons.tsx';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { MenuCategory } from '#common/public-site.ts';

// The menu's code loads on the first tap.
const MobileMenuDialog = lazy(() => import('./mobile-menu-dialog.tsx'));

export function MobileMenu({ categories, phone }: { categories: MenuCategory[]; phone: string }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-full text-schist-800 hover:bg-limestone-200 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuDialog categories={categories} phone={phone} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
