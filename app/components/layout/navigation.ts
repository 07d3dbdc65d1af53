import { Gem, Home, Landmark, MessageCircle, Users } from '#app/components/icons.tsx';
import type { IconComponent } from '#app/components/icon.tsx';
import { PAGE_PATHS } from '#common/paths.ts';

/** The header's links, in the order of public-site.md §2 (the Shop dropdown sits between Our Masters and About). */
export const PRIMARY_LINKS: { to: string; label: string; icon: IconComponent }[] = [
  { to: PAGE_PATHS.home, label: 'Home', icon: Home },
  { to: PAGE_PATHS.products, label: 'All Products', icon: Gem },
  { to: PAGE_PATHS.masters, label: 'Our Masters', icon: Users },
];

export const SECONDARY_LINKS: { to: string; label: string; icon: IconComponent }[] = [
  { to: PAGE_PATHS.about, label: 'About', icon: Landmark },
  // The old site's header spelled it /Contact (public-site.md §2); the page answers either.
  { to: '/Contact', label: 'Contact', icon: MessageCircle },
];
