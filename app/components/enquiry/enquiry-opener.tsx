import { lazy } from 'react';
import { Mail } from '#app/components/icons.tsx';
import { DialogOpener } from '../layout/dialog-opener.tsx';
import type { EnquirySubject } from './enquiry-form.tsx';

const EnquiryDialog = lazy(() => import('./enquiry-dialog.tsx'));

const LABELS = { product: 'Ask about this piece', tour: 'Request this tour' } as const;
const LOOKS = {
  light:
    'flex w-full items-center justify-center gap-2 rounded-full border border-schist-800 px-5 py-3 font-semibold text-schist-900 hover:bg-limestone-200',
  dark: 'mt-3 flex w-full items-center justify-center gap-2 rounded-full border border-limestone-50/40 px-6 py-3 font-semibold hover:bg-limestone-50/10',
};

/** "Ask about this piece" or "Request this tour": the enquiry form in a dialog, its code loaded on the first click. */
export function EnquiryOpener({
  subject,
  tone = 'light',
}: {
  subject: Exclude<EnquirySubject, { kind: 'general' }>;
  tone?: keyof typeof LOOKS;
}) {
  return (
    <DialogOpener
      label={LABELS[subject.kind]}
      className={LOOKS[tone]}
      dialog={(close) => <EnquiryDialog subject={subject} onClose={close} />}
    >
      <Mail aria-hidden="true" className="size-5" />
      {LABELS[subject.kind]}
    </DialogOpener>
  );
}
