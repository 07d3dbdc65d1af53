import { SectionError } from '#app/admin/ui/section-error.tsx';
import { SettingsForm } from '#app/admin/settings/settings-form.tsx';
import { servicesContext } from '#app/context.ts';
import type { Route } from './+types/settings';

export async function loader({ context }: Route.LoaderArgs) {
  return context.get(servicesContext).settingsAdmin.view();
}

export const meta: Route.MetaFunction = () => [
  { title: 'Settings | Admin Panel | Gandhara Arts' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Settings({ loaderData }: Route.ComponentProps) {
  return <SettingsForm initial={loaderData} />;
}

export function ErrorBoundary() {
  return <SectionError what="The settings" />;
}
