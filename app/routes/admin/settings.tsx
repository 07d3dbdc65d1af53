import { SectionError } from '#app/admin/ui/section-error.tsx';
import { SettingsForm } from '#app/admin/settings/settings-form.tsx';
import { servicesContext } from '#app/context.ts';
import { adminMeta } from '#app/admin/ui/admin-meta.ts';
import type { Route } from './+types/settings';

export async function loader({ context }: Route.LoaderArgs) {
  return context.get(servicesContext).settingsAdmin.view();
}

export const meta: Route.MetaFunction = () => adminMeta('Settings');

export default function Settings({ loaderData }: Route.ComponentProps) {
  return <SettingsForm initial={loaderData} />;
}

export function ErrorBoundary() {
  return <SectionError what="The settings" />;
}
