import * as Dialog from '@radix-ui/react-dialog';
import { prefersReducedMotion } from '#app/lib/motion.ts';
import { DialogCloseButton } from '../dialog-close.tsx';
import { DialogFrame } from '../dialog-frame.tsx';

/** A promo film, large, with the browser's own controls. */
export default function VideoDialog(props: {
  title: string;
  description: string;
  videoUrl: string | null;
  poster?: string;
  onClose: () => void;
}) {
  return (
    <DialogFrame
      onClose={props.onClose}
      overlay="fixed inset-0 z-50 bg-black/85"
      className="fixed left-1/2 top-1/2 z-50 w-[min(64rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2"
    >
      <Dialog.Title className="mb-3 font-display text-2xl text-limestone-50">{props.title}</Dialog.Title>
      <Dialog.Description className="sr-only">{props.description}</Dialog.Description>
      <video
        className="aspect-video w-full rounded-2xl bg-black"
        src={props.videoUrl ?? undefined}
        poster={props.poster}
        controls
        autoPlay={!prefersReducedMotion()}
        playsInline
      >
        Your browser does not support the video tag.
      </video>
      <DialogCloseButton label="Close video" tone="dark" className="-top-1 right-0" />
    </DialogFrame>
  );
}
