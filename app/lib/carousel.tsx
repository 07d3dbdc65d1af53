import type { AutoplayOptionsType, AutoplayType } from 'embla-carousel-autoplay';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from '#app/components/icons.tsx';

/**
 * What the site's carousels (featured pieces, master craftsmen, a product's photographs, the tours page's opening)
 * share around Embla. Types only from Embla: this file is in the shell every page loads, and Embla itself in a chunk
 * of its own for the pages that show a carousel.
 */
type Embla = UseEmblaCarouselType[1];

/**
 * The home page's card carousels (featured pieces, master craftsmen): a card every 6 s once started, resting while
 * the pointer or the keyboard focus is on them; a click on a control does not stop it.
 */
export const CARD_AUTOPLAY: Partial<AutoplayOptionsType> = {
  delay: 6000,
  playOnInit: false,
  stopOnInteraction: false,
  stopOnMouseEnter: true,
  stopOnFocusIn: true,
};

/** The slide on show and the places the carousel can stop at, followed as it moves and as it measures again. */
export function useCarouselPlace(embla: Embla) {
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setSnaps(embla.scrollSnapList());
      setSelected(embla.selectedScrollSnap());
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);
  return { selected, snaps };
}

/**
 * Autoplay runs while `on` (the caller weighs reduced motion, a pause, a keyboard inside), and only when there is
 * somewhere to go: with every slide already on screen, Embla's autoplay would throw.
 */
export function useAutoplay(embla: Embla, autoplay: AutoplayType, on: boolean) {
  useEffect(() => {
    if (!embla) return;
    if (on && embla.scrollSnapList().length > 1) autoplay.play();
    else autoplay.stop();
  }, [embla, autoplay, on]);
}

/** The round Play, Previous and Next buttons beside a carousel on a light ground. */
export const CAROUSEL_CONTROL =
  'flex size-11 items-center justify-center rounded-full border border-limestone-300 text-schist-800 hover:bg-limestone-200';

/** Previous or Next: a chevron in a button named for what it moves to. */
export function CarouselStep(props: {
  step: 'previous' | 'next';
  label: string;
  onClick: () => void;
  className: string;
  iconClassName?: string;
}) {
  const Chevron = props.step === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button type="button" onClick={props.onClick} aria-label={props.label} className={props.className}>
      <Chevron aria-hidden="true" className={props.iconClassName ?? 'size-5'} />
    </button>
  );
}

/** Pause while `playing`, Play otherwise: `name` says what moves ("Pause slideshow"). */
export function PlayPauseButton(props: {
  playing: boolean;
  name: string;
  onClick: () => void;
  className: string;
}) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      aria-label={`${props.playing ? 'Pause' : 'Play'} ${props.name}`}
      className={props.className}
    >
      {props.playing ? (
        <Pause aria-hidden="true" className="size-4" />
      ) : (
        <Play aria-hidden="true" className="size-4" />
      )}
    </button>
  );
}

/** One slide, announced as "2 of 5" (and its name, when given) by assistive technology. */
export function CarouselSlide(props: {
  index: number;
  count: number;
  name?: string;
  className: string;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={props.className}
      role="group"
      aria-roledescription="slide"
      aria-label={`${props.index + 1} of ${props.count}${props.name ? `: ${props.name}` : ''}`}
      aria-hidden={props.hidden}
    >
      {props.children}
    </div>
  );
}

/** A dot per place the carousel can stop at, the current one marked; 24 px targets around small dots. */
export function CarouselDots(props: {
  count: number;
  selected: number;
  label: (index: number) => string;
  onSelect: (index: number) => void;
  className: string;
  dot: (current: boolean) => string;
}) {
  return (
    <div className={props.className}>
      {Array.from({ length: props.count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={props.label(index)}
          aria-current={index === props.selected}
          onClick={() => props.onSelect(index)}
          className="flex size-6 items-center justify-center"
        >
          <span className={props.dot(index === props.selected)} />
        </button>
      ))}
    </div>
  );
}
