import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from 'react-router';
import { PAGE_PATHS } from '#common/paths.ts';
import type { PublicImage } from '#common/media-url.ts';
import { ResponsiveImage } from '../responsive-image.tsx';
import { DialogCloseButton } from '../dialog-close.tsx';
import { DialogFrame } from '../dialog-frame.tsx';

export default function WelcomeDialog({ image, onClose }: { image: PublicImage; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <DialogFrame
      onClose={onClose}
      overlay="fixed inset-0 z-50 bg-schist-900/70"
      className="fixed left-1/2 top-1/2 z-50 w-[min(34rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-3xl bg-limestone-50 shadow-2xl"
    >
      <ResponsiveImage image={image} alt="" sizes="34rem" className="aspect-[16/10] w-full object-cover" />
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
            onClose();
            navigate(PAGE_PATHS.tours);
          }}
          className="mt-5 rounded-full bg-terracotta-700 px-8 py-3 font-semibold tracking-wide text-white hover:bg-terracotta-600"
        >
          BOOK NOW
        </button>
      </div>
      <DialogCloseButton />
    </DialogFrame>
  );
}
