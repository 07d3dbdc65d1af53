import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { tourPath } from '#common/paths.ts';
import type { PublicSite } from '#common/public-site.ts';
import { Analytics } from './analytics.tsx';

const WELCOME = {
  showAfterMs: 3000,
  hideAfterMs: 11000,
  sessionKey: 'gandhara:welcome-shown',
} as const;

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

/** Behaviours of every page that are not part of any one of them. */
export function SiteBehaviours({ site }: { site: PublicSite }) {
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
  return (
    <>
      <WelcomePopup image={site.popupImage} />
      <Analytics measurementId={site.analyticsId} />
    </>
  );
}
