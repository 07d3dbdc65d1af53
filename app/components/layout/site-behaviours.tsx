import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PublicSite } from '#common/public-site.ts';
import { ResponsiveImage } from '../responsive-image.tsx';

export const WELCOME = {
  showAfterMs: 3000,
  hideAfterMs: 11000,
  sessionKey: 'gandhara:welcome-shown',
} as const;
const PAGE_VIEW_DELAY_MS = 100;

/** The welcome pop-up: 3 s after the first page of a visit, gone by 11 s, once per browser session. */
function WelcomePopup({ image }: { image: PublicSite['popupImage'] }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    if (!image || sessionStorage.getItem(WELCOME.sessionKey)) return;
    const show = setTimeout(() => {
      sessionStorage.setItem(WELCOME.sessionKey, '1');
      setOpen(true);
    }, WELCOME.showAfterMs);
    const hide = setTimeout(() => setOpen(false), WELCOME.hideAfterMs);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [image]);
  if (!image) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-schist-900/70" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(34rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-3xl bg-limestone-50 shadow-2xl">
          <ResponsiveImage
            image={image}
            alt=""
            sizes="34rem"
            className="aspect-[16/10] w-full object-cover"
          />
          <div className="p-6 text-center">
            <Dialog.Title className="font-display text-3xl font-semibold text-schist-900">
              Visit Taxila With Us
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-schist-600">
              Guided heritage tours of stupas, monasteries and the city of Sirkap, arranged around your day.
            </Dialog.Description>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                navigate('/visit-taxila');
              }}
              className="mt-5 rounded-full bg-terracotta-700 px-8 py-3 font-semibold tracking-wide text-white hover:bg-terracotta-600"
            >
              BOOK NOW
            </button>
          </div>
          <Dialog.Close
            aria-label="Close"
            className="absolute right-3 top-3 rounded-full bg-limestone-50/90 p-2 text-schist-800 shadow hover:bg-white"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** Analytics only when the owner has set a measurement id: IP anonymised, no ad signals, a page view per navigation. */
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

/** Behaviours of every page that are not part of any one of them. */
export function SiteBehaviours({ site }: { site: PublicSite }) {
  useAnalytics(site.analyticsId);
  // The owner's photographs and films: no right-click saving or dragging them off the page.
  useEffect(() => {
    const block = (event: Event) => {
      const target = event.target as Element | null;
      if (target?.closest('img, video, picture')) event.preventDefault();
    };
    document.addEventListener('contextmenu', block);
    document.addEventListener('dragstart', block);
    return () => {
      document.removeEventListener('contextmenu', block);
      document.removeEventListener('dragstart', block);
    };
  }, []);
  return <WelcomePopup image={site.popupImage} />;
}
