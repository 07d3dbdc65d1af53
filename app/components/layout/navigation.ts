import { Gem, Home, Landmark, MessageCircle, Users } from '#app/components/icons.tsx';
import type { IconComponent } from '#app/components/icon.tsx';

/** The header's links, in the order of public-site.md §2 (the Shop dropdown sits between Our Masters and About). */
export const PRIMARY_LINKS: { to: string; label: string; icon: IconComponent }[] = [
  { to: '/', label: 'Home', icon: Home },
  { to: '/products', label: 'All Products', icon: Gem },
  { to: '/our-masters', label: 'Our Masters', icon: Users },
];

export const SECONDARY_LINKS: { to: string; label: string; icon: IconComponent }[] = [
  { to: '/about', label: 'About', icon: Landmark },
  { to: '/Contact', label: 'Contact', icon: MessageCircle },
];
