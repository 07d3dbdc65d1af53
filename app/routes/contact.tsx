import { Clock, Mail, MapPin, MessageCircle, Phone } from '#app/components/icons.tsx';
import type { IconComponent } from '#app/components/icon.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '#common/paths.ts';
import { EXTERNAL_LINK, WHATSAPP_MESSAGES, whatsappLink, whatsappNumber } from '#common/whatsapp-link.ts';
import { openingHoursText } from '#common/opening-hours.ts';
import { telHref } from '#common/site.ts';
import { useRootData } from '#app/components/layout/use-root-data.ts';
import { PageHero } from '#app/components/page-hero.tsx';
import { EnquirySection } from '#app/components/enquiry/enquiry-section.tsx';
import { pageMeta, siteFrom } from '#app/lib/seo.ts';
import type { Route } from './+types/contact';

// The header links to /Contact and the footer to /contact; routes match either case, and this is the canonical one.
const PATH = PAGE_PATHS.contact;

const REPLY_TIME = 'We typically reply within 24 hours';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    site: siteFrom(matches),
    title: 'Get In Touch',
    description:
      'Chat with Gandhara Arts on WhatsApp, call or e-mail us about stone pieces, commissions, wholesale and heritage tours, or visit our gallery in Taxila by appointment.',
    path: PATH,
    breadcrumb: [{ name: 'Contact', path: PATH }],
  });

const primary =
  'flex items-center justify-center gap-2 rounded-full bg-schist-800 px-5 py-3 font-semibold text-limestone-50 hover:bg-schist-900';
const secondary =
  'flex items-center justify-center gap-2 rounded-full border border-schist-800 px-5 py-3 font-semibold text-schist-900 hover:bg-limestone-200';

function ContactCard(props: {
  icon: IconComponent;
  title: string;
  text: string;
  detail?: ReactNode;
  note: string;
  /** The card's button, with the card's icon: `primary` for the first way to reach us, `external` for a chat. */
  action?: { href: string; label: string; primary?: boolean; external?: boolean } | null;
}) {
  const Icon = props.icon;
  return (
    <li className="flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-limestone-200">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-limestone-100 text-terracotta-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-6 font-sans text-xl font-semibold text-schist-900">{props.title}</h2>
      <p className="mt-2 text-schist-600">{props.text}</p>
      {props.detail ? <p className="mt-4 font-semibold text-schist-900">{props.detail}</p> : null}
      <p className="mt-2 flex items-center gap-2 text-sm text-schist-600">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        {props.note}
      </p>
      {props.action ? (
        <div className="mt-auto pt-7">
          <a
            href={props.action.href}
            {...(props.action.external ? EXTERNAL_LINK : {})}
            className={props.action.primary ? primary : secondary}
          >
            <Icon aria-hidden="true" className="size-5" />
            {props.action.label}
          </a>
        </div>
      ) : null}
    </li>
  );
}

/** The chat number as the visitor knows it: the phone number when it is the same line. */
function whatsappDisplay(phone: string, chatNumber: string): string {
  return whatsappNumber(phone) === whatsappNumber(chatNumber) ? phone : `+${whatsappNumber(chatNumber)}`;
}

export default function ContactPage() {
  const site = useRootData()?.site;
  const chat = (message: string) => whatsappLink(site?.whatsappNumber ?? '', message);
  return (
    <main className="pb-24">
      <PageHero
        eyebrow="Contact Gandhara Arts"
        title="Get In Touch"
        intro="A question about a piece, a commission, a wholesale order or a day in Taxila: choose whichever way suits you, and a person from our workshop will answer."
      />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          <ContactCard
            icon={MessageCircle}
            title="Chat on WhatsApp"
            text="The quickest way to ask about a piece, a price or a tour date."
            detail={site ? whatsappDisplay(site.phone, site.whatsappNumber) : null}
            note="Usually answered within the day"
            action={{
              href: chat(WHATSAPP_MESSAGES.general),
              label: 'Start a chat',
              primary: true,
              external: true,
            }}
          />
          <ContactCard
            icon={Phone}
            title="Call us"
            text="Speak to us about orders, commissions and tour bookings."
            detail={site?.phone}
            note={site ? openingHoursText(site.openingHours) : ''}
            action={site ? { href: telHref(site.phone), label: 'Call now' } : null}
          />
          <ContactCard
            icon={Mail}
            title="E-mail us"
            text="For drawings, measurements, trade terms and longer questions."
            detail={site ? <span className="break-all">{site.email}</span> : null}
            note={REPLY_TIME}
            action={site ? { href: `mailto:${site.email}`, label: 'Write an e-mail' } : null}
          />
          <ContactCard
            icon={MapPin}
            title="Visit Us"
            text="See the collection and watch our craftsmen at work."
            detail={site?.address}
            note="By appointment only"
            action={{ href: chat(WHATSAPP_MESSAGES.general), label: 'Arrange a visit', external: true }}
          />
        </ul>
        <EnquirySection />

        <section
          aria-labelledby="contact-more-heading"
          className="mt-20 grid gap-10 rounded-[2rem] bg-limestone-100 p-8 sm:p-14 lg:grid-cols-[1.1fr_1fr] lg:items-center"
        >
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.22em] text-terracotta-700">
              Something particular?
            </p>
            <h2 id="contact-more-heading" className="mt-3 text-4xl font-semibold leading-tight sm:text-5xl">
              Start with the right message
            </h2>
            <p className="mt-4 text-lg text-schist-600">
              These open WhatsApp with a first line already written; add your details and send. Taxila is
              about 35 km from Islamabad, a 45 to 60 minute drive, and we can arrange the journey for your
              visit.
            </p>
            <p className="mt-4 text-schist-600">
              Before you write, our{' '}
              <Link
                to={PAGE_PATHS.faq}
                className="font-semibold text-schist-900 underline decoration-sandstone-400 underline-offset-4 hover:text-terracotta-700"
              >
                answers to common questions
              </Link>{' '}
              may already have what you need.
            </p>
          </div>
          <div className="flex flex-col gap-3">
            <a href={chat(WHATSAPP_MESSAGES.heritageTour)} {...EXTERNAL_LINK} className={primary}>
              Book a heritage tour
            </a>
            <a href={chat(WHATSAPP_MESSAGES.customPackage)} {...EXTERNAL_LINK} className={secondary}>
              Plan a custom tour package
            </a>
            <a href={chat(WHATSAPP_MESSAGES.wholesale)} {...EXTERNAL_LINK} className={secondary}>
              Wholesale Dealership
            </a>
          </div>
        </section>
      </div>
    </main>
  );
}
