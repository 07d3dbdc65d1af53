import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PAGE_PATHS } from '#common/paths.ts';

const PAGE_VIEW_DELAY_MS = 100;
/** The visitor's answer, kept in their browser: 'granted' or 'denied'. Nothing at all before they answer. */
const CONSENT_KEY = 'gandhara:analytics-consent';
type Consent = 'granted' | 'denied';
const CHOICES = [
  { consent: 'granted', label: 'Allow statistics', look: 'bg-limestone-50 text-schist-900 hover:bg-white' },
  {
    consent: 'denied',
    label: 'No thanks',
    look: 'border border-limestone-50/70 text-limestone-50 hover:bg-white/10',
  },
] as const;

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** A browser that keeps no storage (a locked-down private window) is asked again on each page: never tracked. */
function storedConsent(): Consent | null {
  try {
    const value = localStorage.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

function storeConsent(consent: Consent) {
  try {
    localStorage.setItem(CONSENT_KEY, consent);
  } catch {
    // Kept for this page only.
  }
}

/** Google Analytics with the id given (once it is): IP anonymised, no ad signals, a page view per navigation. */
function useAnalytics(measurementId: string) {
  const location = useLocation();
  useEffect(() => {
    if (!measurementId || window.gtag) return;
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // gtag.js reads the arguments object itself, as its own snippet does.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', measurementId, {
      anonymize_ip: true,
      allow_google_signals: false,
      allow_ad_personalization_signals: false,
      send_page_view: false,
    });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    script.onerror = () =>
      console.info('Analytics did not load (blocked or offline); the site works without it.');
    document.head.appendChild(script);
  }, [measurementId]);

  useEffect(() => {
    if (!measurementId) return;
    const timer = setTimeout(() => {
      window.gtag?.('event', 'page_view', {
        page_path: location.pathname + location.search,
        page_title: document.title,
        page_location: window.location.href,
      });
    }, PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [measurementId, location.pathname, location.search]);
}

/**
 * Analytics only when the owner has set a measurement id and the visitor has said yes. The question is a small
 * banner, not a dialog: the page stays usable while it waits. It is decided in the browser, after hydration, since
 * every visitor gets the same cached HTML (decision 018); with analytics off there is no banner at all.
 */
export function Analytics({ measurementId }: { measurementId: string }) {
  // undefined until the browser's storage has been read: the server's HTML has no banner.
  const [consent, setConsent] = useState<Consent | null | undefined>(undefined);
  useEffect(() => setConsent(storedConsent()), []);
  useAnalytics(consent === 'granted' ? measurementId : '');
  if (!measurementId || consent !== null) return null;
  const answer = (choice: Consent) => {
    storeConsent(choice);
    setConsent(choice);
  };
  return (
    <section
      aria-label="Website statistics"
      className="fixed inset-x-3 bottom-3 z-40 rounded-2xl bg-schist-900 p-5 text-limestone-100 shadow-2xl shadow-schist-900/30 sm:left-6 sm:right-auto sm:bottom-6 sm:max-w-md"
    >
      <p className="text-sm leading-relaxed">
        May we count your visit? With your permission we use Google Analytics to learn which pieces and tours
        are read, never for advertising.{' '}
        <Link
          to={PAGE_PATHS.privacyPolicy}
          className="font-semibold text-limestone-50 underline decoration-sandstone-400 underline-offset-4 hover:text-white"
        >
          Privacy policy
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {CHOICES.map((choice) => (
          <button
            key={choice.consent}
            type="button"
            onClick={() => answer(choice.consent)}
            className={`rounded-full px-5 py-2.5 text-sm font-semibold ${choice.look}`}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </section>
  );
}
