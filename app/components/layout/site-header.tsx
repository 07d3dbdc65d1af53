import { Mail, MapPin, Phone } from '#app/components/icons.tsx';
import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { PAGE_PATHS } from '#common/paths.ts';
import type { MenuCategory, PublicSite } from '#common/public-site.ts';
import { HEADER_SCROLL_THRESHOLD, SITE, telHref } from '#common/site.ts';
import { BrandMark } from '../brand-mark.tsx';
import { FavouritesLink } from './favourites-link.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { PRIMARY_LINKS, SECONDARY_LINKS } from './navigation.ts';
import { SearchOverlay } from './search-overlay.tsx';
import { ShopMenu } from './shop-menu.tsx';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors ${isActive ? 'text-terracotta-700' : 'text-schist-700 hover:text-terracotta-700'}`;

export function SiteHeader({ site, categories }: { site: PublicSite; categories: MenuCategory[] }) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header className="sticky top-0 z-40">
      <div className="hidden bg-schist-900 text-limestone-200 lg:block">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-6 py-2 text-sm">
          <ul className="flex items-center gap-6">
            <li>
              <a href={telHref(site.phone)} className="inline-flex items-center gap-2 hover:text-white">
                <Phone aria-hidden="true" className="size-4 text-sandstone-400" />
                {site.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 hover:text-white">
                <Mail aria-hidden="true" className="size-4 text-sandstone-400" />
                {site.email}
              </a>
            </li>
            <li className="inline-flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 text-sandstone-400" />
              {SITE.location}
            </li>
          </ul>
          <p className="font-display text-base italic text-limestone-200">{SITE.tagline}</p>
        </div>
      </div>
      <div
        className={`border-b transition-[background-color,box-shadow] duration-300 ${
          scrolled
            ? 'border-limestone-200 bg-limestone-50/95 shadow-sm shadow-schist-900/5 backdrop-blur'
            : 'border-transparent bg-limestone-50/80 backdrop-blur-sm'
        }`}
      >
        <div className="mx-auto flex h-[4.25rem] max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          {/* One line each, down to a 320 px phone: a little smaller and tighter below 360 px. */}
          <Link
            to="/"
            className="flex items-center gap-2 whitespace-nowrap text-schist-900 min-[360px]:gap-3"
          >
            <BrandMark className="size-9 text-terracotta-700" />
            <span className="flex flex-col leading-none">
              <span className="font-display text-xl font-semibold tracking-tight min-[360px]:text-2xl">
                Gandhara Arts
              </span>
              <span className="mt-1 text-[0.7rem] font-semibold uppercase tracking-[0.12em] text-sandstone-600 min-[360px]:tracking-[0.22em]">
                Taxila · since 1995
              </span>
            </span>
          </Link>
          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {PRIMARY_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <NavLink to={to} end={to === '/'} className={navClass}>
                    {label}
                  </NavLink>
                </li>
              ))}
              <li>
                <ShopMenu categories={categories} />
              </li>
              {SECONDARY_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <NavLink to={to} className={navClass}>
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            <SearchOverlay />
            <FavouritesLink />
            <Link
              to={PAGE_PATHS.tours}
              className="hidden rounded-full bg-terracotta-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-terracotta-600 sm:inline-block"
            >
              Visit Taxila
            </Link>
            <MobileMenu categories={categories} phone={site.whatsappNumber} />
          </div>
        </div>
      </div>
    </header>
  );
}
