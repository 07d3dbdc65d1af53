import * as Dialog from '@radix-ui/react-dialog';
import { Minus, Plus, X } from '#app/components/icons.tsx';
import { CarouselStep } from '#app/lib/carousel.tsx';
import { useEffect, useRef, useState } from 'react';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import type { PublicImage } from '#common/media-url.ts';
import { ResponsiveImage } from '../responsive-image.tsx';
import { wrapIndex } from '#app/lib/wrap-index.ts';

const ZOOM = { min: 0.5, max: 3, step: 0.5 } as const;
/** Dots are shown only for this many images or fewer; beyond, the counter says where you are. */
const MAX_DOTS = 10;

/**
 * Full-screen view of a product's photographs: zoom from 0.5× to 3× in 0.5 steps, drag when zoomed, a tap zooms
 * in when at 1×, arrow keys and buttons move between images and wrap at the ends.
 */
export default function ImageViewer(props: {
  images: PublicImage[];
  alt: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  // The zoom belongs to one photograph: another starts at 1× (its zoom area is new), and so do the readout and buttons.
  const [zoom, setZoom] = useState({ index: props.index, scale: 1 });
  const scale = zoom.index === props.index ? zoom.scale : 1;
  const count = props.images.length;
  const go = (step: number) => props.onIndexChange(wrapIndex(props.index + step, count));
  const goRef = useRef(go);
  goRef.current = go;

  // On the window, not the dialog: a zoom button that becomes disabled at the limit takes the focus with it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') goRef.current(-1);
      if (event.key === 'ArrowRight') goRef.current(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-schist-900/95" />
        <Dialog.Content className="fixed inset-0 z-50 flex flex-col">
          <Dialog.Title className="sr-only">{props.alt}: photographs</Dialog.Title>
          <Dialog.Description className="sr-only">
            Zoom with the plus and minus buttons; drag to look around when zoomed.
          </Dialog.Description>
          <div className="flex items-center justify-between px-4 py-3 text-limestone-100">
            <p aria-live="polite" className="text-sm font-medium">
              {props.index + 1} / {count}
            </p>
            <Dialog.Close aria-label="Close" className="rounded-full p-2 hover:bg-white/10">
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <TransformWrapper
            key={props.index}
            initialScale={1}
            minScale={ZOOM.min}
            maxScale={ZOOM.max}
            centerZoomedOut
            doubleClick={{ disabled: true }}
            wheel={{ step: 0.1 }}
            onTransform={(_ref, state) =>
              setZoom({ index: props.index, scale: Math.round(state.scale * 100) / 100 })
            }
          >
            {/* Button zooms apply at once: an animation in flight would make the next click land between steps. */}
            {({ zoomIn, zoomOut, state }) => (
              <>
                <div className="relative flex-1 overflow-hidden">
                  <TransformComponent
                    wrapperClass="!h-full !w-full"
                    contentClass="!h-full !w-full flex items-center justify-center"
                  >
                    <button
                      type="button"
                      className="flex h-full w-full items-center justify-center"
                      aria-label={state.scale === 1 ? 'Tap to zoom in' : undefined}
                      tabIndex={-1}
                      onClick={() => state.scale === 1 && zoomIn(ZOOM.step, 0)}
                    >
                      <ResponsiveImage
                        image={props.images[props.index]}
                        alt={props.alt}
                        sizes="100vw"
                        className="max-h-[80vh] w-auto max-w-full object-contain"
                      />
                    </button>
                  </TransformComponent>
                  {count > 1 ? (
                    <>
                      <CarouselStep
                        step="previous"
                        label="Previous image"
                        onClick={() => go(-1)}
                        className="absolute left-3 top-1/2 -translate-y-1/2 rounded-full bg-black/40 p-3 text-white hover:bg-black/60"
                        iconClassName="size-6"
                      />
                      <CarouselStep
                        step="next"
                        label="Next image"
                        onClick={() => go(1)}
                        className="absolute right-3 top-1/2 -translate-y-1/2 rounded-full bg-black/40 p-3 text-white hover:bg-black/60"
                        iconClassName="size-6"
                      />
                    </>
                  ) : null}
                </div>
                <div className="flex flex-col items-center gap-3 px-4 py-4">
                  <div className="flex items-center gap-3 text-limestone-100">
                    <button
                      type="button"
                      aria-label="Zoom out"
                      disabled={scale <= ZOOM.min}
                      onClick={() => zoomOut(ZOOM.step, 0)}
                      className="rounded-full bg-white/10 p-2.5 hover:bg-white/20 disabled:opacity-40"
                    >
                      <Minus aria-hidden="true" className="size-5" />
                    </button>
                    <output className="w-16 text-center text-sm tabular-nums">{scale.toFixed(1)}×</output>
                    <button
                      type="button"
                      aria-label="Zoom in"
                      disabled={scale >= ZOOM.max}
                      onClick={() => zoomIn(ZOOM.step, 0)}
                      className="rounded-full bg-white/10 p-2.5 hover:bg-white/20 disabled:opacity-40"
                    >
                      <Plus aria-hidden="true" className="size-5" />
                    </button>
                  </div>
                  {count > 1 && count <= MAX_DOTS ? (
                    <div className="flex gap-1">
                      {props.images.map((_, dot) => (
                        <button
                          key={dot}
                          type="button"
                          aria-label={`Show image ${dot + 1}`}
                          aria-current={dot === props.index}
                          onClick={() => props.onIndexChange(dot)}
                          className="flex size-6 items-center justify-center"
                        >
                          <span
                            className={`size-2.5 rounded-full ${dot === props.index ? 'bg-limestone-50' : 'bg-white/35'}`}
                          />
                        </button>
                      ))}
                    </div>
                  ) : null}
                </div>
              </>
            )}
          </TransformWrapper>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
