import { enquiryListQuerySchema } from '#common/schemas/enquiries.ts';
import { EnquiryInbox } from '#app/admin/enquiries/enquiry-inbox.tsx';
import { SectionError } from '#app/admin/ui/section-error.tsx';
import { servicesContext } from '#app/context.ts';
import type { Route } from './+types/enquiries';

const PAGE = 20;

/** Visitors' enquiries (decision 036), newest first, of one status or all. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = enquiryListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const { page, status } = parsed.success ? parsed.data : { page: 1, status: undefined };
  const services = context.get(servicesContext);
  const list = await services.enquiries.list({ page, limit: PAGE, ...(status ? { status } : {}) });
  return { ...list, page, pageSize: PAGE, status: status ?? null, origin: services.config.publicUrl };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Enquiries | Admin Panel | Gandhara Arts' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  return <EnquiryInbox {...loaderData} />;
}

export function ErrorBoundary() {
  return <SectionError what="The enquiries" />;
}
