import { Gem, Home, Landmark, MessageCircle, Users, type LucideIcon } from 'lucide-react';

/** The header's links, in the order of public-site.md §2 (the Shop dropdown sits between Our Masters and About). */
export const PRIMARY_LINKS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/', label: 'Home', icon: Home },
  { to: '/products', label: 'All Products', icon: Gem },
  { to: '/our-masters', label: 'Our Masters', icon: Users },
];

export const SECONDARY_LINKS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/about', label: 'About', icon: Landmark },
  { to: '/Contact', label: 'Contact', icon: MessageCircle },
];
