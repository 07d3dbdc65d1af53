import * as Dialog from '@radix-ui/react-dialog';
import { MapPin, Store, X } from '#app/components/icons.tsx';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { PAGE_PATHS } from '#common/paths.ts';
import type { MenuCategory } from '#common/public-site.ts';
import { EXTERNAL_LINK, WHATSAPP_MESSAGES, whatsappLink } from '#common/whatsapp-link.ts';
import { DialogFrame } from '../dialog-frame.tsx';
import { CategoryLinks } from './category-links.tsx';
import { PRIMARY_LINKS, SECONDARY_LINKS } from './navigation.ts';
import { SearchCombobox, useSearchInDialog } from './search-combobox.tsx';

/** The menu of small screens: search, links, the categories, wholesale enquiries and the tours. */
export default function MobileMenuDialog({
  categories,
  phone,
  onClose,
}: {
  categories: MenuCategory[];
  phone: string;
  onClose: () => void;
}) {
  const location = useLocation();
  const opened = useRef(location);
  const inDialog = useSearchInDialog(onClose);
  useEffect(() => {
    if (location !== opened.current) onClose();
  }, [location, onClose]);

  return (
    <DialogFrame
      onClose={onClose}
      onEscapeKeyDown={inDialog.onEscapeKeyDown}
      className="fixed inset-y-0 right-0 z-50 flex w-[min(24rem,100vw)] flex-col overflow-y-auto bg-limestone-50 shadow-2xl"
    >
      <div className="flex items-center justify-between border-b border-limestone-200 px-5 py-4">
        <Dialog.Title className="font-display text-2xl font-semibold text-schist-900">Menu</Dialog.Title>
        <Dialog.Description className="sr-only">Pages, categories and contact options</Dialog.Description>
        <Dialog.Close
          aria-label="Close menu"
          className="rounded-full p-2 text-schist-700 hover:bg-limestone-200"
        >
          <X aria-hidden="true" className="size-6" />
        </Dialog.Close>
      </div>
      <div className="flex flex-col gap-6 px-5 py-5">
        <SearchCombobox label="Search products" placeholder="Search products..." {...inDialog.box} />
        <nav aria-label="Mobile">
          <ul className="flex flex-col">
            {[...PRIMARY_LINKS, ...SECONDARY_LINKS].map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  onClick={onClose}
                  className="flex items-center gap-3 rounded-lg px-2 py-3 text-base font-medium text-schist-800 hover:bg-limestone-200"
                >
                  <Icon aria-hidden="true" className="size-5 text-sandstone-600" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="mobile-categories">
          <h2
            id="mobile-categories"
            className="mb-2 font-sans text-xs font-semibold uppercase tracking-[0.2em] text-sandstone-600"
          >
            Shop by category
          </h2>
          <CategoryLinks
            categories={categories}
            onPick={onClose}
            className="grid max-h-80 grid-cols-2 gap-1 overflow-y-auto"
            linkClassName="block rounded-md bg-limestone-100 px-3 py-2 text-sm text-schist-700 hover:bg-limestone-200"
          />
        </section>
        <div className="flex flex-col gap-3">
          <a
            href={whatsappLink(phone, WHATSAPP_MESSAGES.wholesale)}
            {...EXTERNAL_LINK}
            className="flex items-center justify-center gap-2 rounded-full border border-schist-800 px-5 py-3 font-semibold text-schist-900 hover:bg-schist-900 hover:text-limestone-50"
          >
            <Store aria-hidden="true" className="size-5" />
            Wholesale Dealership
          </a>
          <Link
            to={PAGE_PATHS.tours}
            onClick={onClose}
            className="flex items-center justify-center gap-2 rounded-full bg-terracotta-700 px-5 py-3 font-semibold text-white hover:bg-terracotta-600"
          >
            <MapPin aria-hidden="true" className="size-5" />
            Visit Taxila With Us
          </Link>
        </div>
      </div>
    </DialogFrame>
  );
}
