import { EnquiryForm } from './enquiry-form.tsx';

/** The contact page's form: for those who would rather not use WhatsApp. */
export function EnquirySection() {
  return (
    <section
      aria-labelledby="enquiry-heading"
      className="mt-20 grid gap-10 rounded-[2rem] bg-white p-8 shadow-sm ring-1 ring-limestone-200 sm:p-14 lg:grid-cols-[1fr_1.6fr]"
    >
      <div>
        <p className="text-sm font-semibold uppercase tracking-[0.22em] text-terracotta-700">Write to us</p>
        <h2 id="enquiry-heading" className="mt-3 text-4xl font-semibold leading-tight">
          Send us a message
        </h2>
        <p className="mt-4 text-lg text-schist-600">
          No WhatsApp? Tell us what you are looking for and how to reach you, and a person from our workshop
          will answer by e-mail or phone.
        </p>
      </div>
      <EnquiryForm subject={{ kind: 'general' }} />
    </section>
  );
}
