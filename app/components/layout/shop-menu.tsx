import { ChevronDown } from '#app/components/icons.tsx';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { MenuCategory } from '#common/public-site.ts';
import { CategoryLinks } from './category-links.tsx';

/**
 * The Shop dropdown: the categories in two scrolling columns; closes on a link, a route change, Escape (the focus
 * back on Shop), a press anywhere outside it or the keyboard's focus leaving it. The press is noticed on the
 * document, not by a backdrop: the header's backdrop-filter makes it the containing block of anything `fixed`
 * inside it, so a backdrop there covered the header's 68 px only.
 */
export function ShopMenu({ categories }: { categories: MenuCategory[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPress = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [open]);

  return (
    <div
      ref={menuRef}
      className="relative"
      onBlur={(event) => {
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-[0.95rem] font-medium text-schist-700 hover:text-terracotta-700"
      >
        Shop
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute left-1/2 z-40 mt-3 w-[34rem] -translate-x-1/2 rounded-2xl border border-limestone-200 bg-limestone-50 p-5 shadow-xl shadow-schist-900/10"
        >
          <p className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-sandstone-600">
            Shop by category
          </p>
          <CategoryLinks
            categories={categories}
            onPick={() => setOpen(false)}
            className="grid max-h-80 grid-cols-2 gap-x-4 gap-y-0.5 overflow-y-auto pr-2"
            linkClassName="block rounded-md px-2 py-1.5 text-sm text-schist-700 hover:bg-limestone-200 hover:text-schist-900"
          />
        </div>
      ) : null}
    </div>
  );
}
