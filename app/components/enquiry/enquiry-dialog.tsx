import * as Dialog from '@radix-ui/react-dialog';
import { DialogCloseButton } from '../dialog-close.tsx';
import { DialogFrame } from '../dialog-frame.tsx';
import { EnquiryForm, type EnquirySubject } from './enquiry-form.tsx';

const TITLES = { product: 'Ask about this piece', tour: 'Request this tour' } as const;

/** The enquiry form over a piece's or a tour's page; it loads on the first click of its button. */
export default function EnquiryDialog(props: {
  subject: Exclude<EnquirySubject, { kind: 'general' }>;
  onClose: () => void;
}) {
  const { subject } = props;
  return (
    <DialogFrame
      onClose={props.onClose}
      overlay="fixed inset-0 z-[60] bg-schist-900/70"
      className="fixed inset-x-0 bottom-0 z-[60] max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-limestone-50 p-6 shadow-2xl focus:outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[min(40rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-8"
    >
      <Dialog.Title className="pr-10 text-3xl font-semibold text-schist-900">
        {TITLES[subject.kind]}
      </Dialog.Title>
      <Dialog.Description className="mt-2 text-schist-600">
        {subject.label}: write to us here and we will answer by e-mail or phone.
      </Dialog.Description>
      <div className="mt-6">
        <EnquiryForm subject={subject} />
      </div>
      <DialogCloseButton label="Close the form" />
    </DialogFrame>
  );
}
