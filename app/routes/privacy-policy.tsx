import { DocumentPage } from '#app/components/content/document-sections.tsx';
import { telHref } from '#common/site.ts';
import { useRootData } from '#app/components/layout/use-root-data.ts';
import { PRIVACY_POLICY, PRIVACY_POLICY_PAGE, PRIVACY_POLICY_UPDATED } from '#app/content/privacy-policy.ts';
import { documentMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/privacy-policy';

export const meta: Route.MetaFunction = ({ matches }) => documentMeta(matches, PRIVACY_POLICY_PAGE);

const linkClass =
  'font-semibold text-limestone-50 underline decoration-sandstone-400 underline-offset-4 hover:text-sandstone-400';

export default function PrivacyPolicyPage() {
  const site = useRootData()?.site;
  return (
    <DocumentPage
      title={PRIVACY_POLICY_PAGE.title}
      intro={
        <>
          Last updated <time dateTime={PRIVACY_POLICY_UPDATED.iso}>{PRIVACY_POLICY_UPDATED.text}</time>. How
          we handle the information you share with us when you browse, order or travel with Gandhara Arts.
        </>
      }
      sections={PRIVACY_POLICY}
      contact={{
        title: 'Contact our data protection officer',
        lead: 'For a question about this policy, or to use any of your rights, write to or call our data protection officer.',
      }}
    >
      {site ? (
        <dl className="mt-6 divide-y divide-schist-700 border-y border-schist-700">
          {[
            {
              label: 'E-mail',
              value: (
                <a href={`mailto:${site.email}`} className={linkClass}>
                  {site.email}
                </a>
              ),
            },
            {
              label: 'Phone',
              value: (
                <a href={telHref(site.phone)} className={linkClass}>
                  {site.phone}
                </a>
              ),
            },
            {
              label: 'Address',
              value: (
                <address className="not-italic text-limestone-50">
                  Data Protection Officer, Gandhara Arts
                  <br />
                  {site.address}
                </address>
              ),
            },
          ].map((row) => (
            <div key={row.label} className="grid gap-1 py-4 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-6">
              <dt className="pt-1 text-xs font-semibold uppercase tracking-[0.2em] text-sandstone-400">
                {row.label}
              </dt>
              <dd className="[overflow-wrap:anywhere]">{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </DocumentPage>
  );
}
