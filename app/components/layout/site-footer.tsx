import { Link } from 'react-router';
import { PAGE_PATHS } from '#common/paths.ts';
import type { PublicSite } from '#common/public-site.ts';
import { SITE } from '#common/site.ts';
import { EXTERNAL_LINK } from '#common/whatsapp-link.ts';
import { BrandMark } from '../brand-mark.tsx';
import { CurrencySwitch } from './currency-switch.tsx';
import { SocialIcon } from './social-icons.tsx';

const GROUPS = [
  {
    title: 'Explore',
    links: [
      { to: PAGE_PATHS.home, label: 'Home' },
      { to: PAGE_PATHS.products, label: 'All Products' },
      { to: PAGE_PATHS.tours, label: 'Visit Taxila' },
    ],
  },
  {
    title: 'Our Company',
    links: [
      { to: PAGE_PATHS.about, label: 'About Us' },
      { to: PAGE_PATHS.contact, label: 'Contact' },
    ],
  },
  {
    title: 'Customer Service',
    links: [
      { to: PAGE_PATHS.faq, label: 'FAQs' },
      { to: PAGE_PATHS.shippingReturns, label: 'Shipping & Returns' },
      { to: PAGE_PATHS.privacyPolicy, label: 'Privacy Policy' },
    ],
  },
];

const SOCIAL: { key: keyof PublicSite['social']; label: string }[] = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'pinterest', label: 'Pinterest' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'whatsapp', label: 'WhatsApp' },
];

export function SiteFooter({ site }: { site: PublicSite | undefined }) {
  const year = new Date().getFullYear();
  const profiles = SOCIAL.filter((profile) => site?.social[profile.key]);
  return (
    <footer className="bg-schist-900 text-limestone-200">
      <div className="mx-auto grid max-w-7xl gap-12 px-6 py-16 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div>
          <Link to="/" className="inline-flex items-center gap-3 text-limestone-50">
            <BrandMark className="size-10 text-sandstone-400" />
            <span className="font-display text-3xl font-semibold">Gandhara Arts</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-limestone-300">
            Hand-carved stone from the workshops of Taxila since {SITE.foundedYear}: Gandhara sculpture,
            fountains, fireplaces and pieces for the home, and guided journeys through the valley&apos;s
            heritage.
          </p>
          {profiles.length > 0 ? (
            <ul className="mt-6 flex gap-3" aria-label="Gandhara Arts on social media">
              {profiles.map(({ key, label }) => (
                <li key={key}>
                  <a
                    href={site!.social[key]}
                    {...EXTERNAL_LINK}
                    aria-label={`${label} (opens in a new tab)`}
                    className="flex size-10 items-center justify-center rounded-full bg-schist-800 text-limestone-200 hover:bg-terracotta-700 hover:text-white"
                  >
                    <SocialIcon network={key} className="size-[1.1rem]" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-sandstone-400">
              {group.title}
            </h2>
            <ul className="mt-4 space-y-2.5">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-limestone-200 hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-schist-700">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-6 py-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-limestone-300">
            © {SITE.foundedYear}–{year} Gandhara Arts, Taxila. Carving legacies, crafting journeys.
          </p>
          <CurrencySwitch />
        </div>
      </div>
    </footer>
  );
}
