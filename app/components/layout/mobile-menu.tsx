import { Menu } from '#app/components/icons.tsx';
import { lazy } from 'react';
import type { MenuCategory } from '#common/public-site.ts';
import { DialogOpener } from './dialog-opener.tsx';

// The menu's code loads on the first tap.
const MobileMenuDialog = lazy(() => import('./mobile-menu-dialog.tsx'));

export function MobileMenu({ categories, phone }: { categories: MenuCategory[]; phone: string }) {
  return (
    <DialogOpener
      label="Open menu"
      className="inline-flex size-11 items-center justify-center rounded-full text-schist-800 hover:bg-limestone-200 lg:hidden"
      dialog={(close) => <MobileMenuDialog categories={categories} phone={phone} onClose={close} />}
    >
      <Menu aria-hidden="true" className="size-6" />
    </DialogOpener>
  );
}
