import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { tourPath } from '#common/paths.ts';
import type { PublicSite } from '#common/public-site.ts';

const WELCOME = {
  showAfterMs: 3000,
  hideAfterMs: 11000,
  sessionKey: 'gandhara:welcome-shown',
} as const;
const PAGE_VIEW_DELAY_MS = 100;

// The pop-up's dialog code loads only when it is about to open.
const WelcomeDialog = lazy(() => import('./welcome-dialog.tsx'));

/** The welcome pop-up: 3 s after the first page of a visit, gone by 11 s, once per browser session. */
function WelcomePopup({ image }: { image: PublicSite['popupImage'] }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // A visitor reading a tour, over which the tour already offers booking, is not interrupted.
  const onTourRef = useRef(false);
  onTourRef.current = pathname.startsWith(tourPath({ slug: '' }));
  useEffect(() => {
    if (!image || sessionStorage.getItem(WELCOME.sessionKey)) return;
    const show = setTimeout(() => {
      if (onTourRef.current) return;
      sessionStorage.setItem(WELCOME.sessionKey, '1');
      setOpen(true);
    }, WELCOME.showAfterMs);
    const hide = setTimeout(() => setOpen(false), WELCOME.hideAfterMs);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [image]);
  if (!image || !open) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeDialog image={image} onClose={() => setOpen(false)} />
    </Suspense>
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
