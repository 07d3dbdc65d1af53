import type { IconComponent } from '#app/components/icon.tsx';
import { MessageCircle } from '#app/components/icons.tsx';
import { EXTERNAL_LINK, WHATSAPP_MESSAGES, whatsappLink } from '#common/whatsapp-link.ts';

/**
 * The two buttons of a dark contact card (the FAQ's and Shipping & Returns'): a chat on WhatsApp first, then the
 * page's other way to reach the shop. `row` puts them side by side from the small breakpoint.
 */
export function ContactButtons(props: {
  whatsappNumber: string;
  chatLabel: string;
  other: { href: string; icon: IconComponent; label: string };
  row?: boolean;
}) {
  const Other = props.other.icon;
  return (
    <div className={props.row ? 'mt-6 flex flex-col gap-3 sm:flex-row' : 'mt-6 flex flex-col gap-3'}>
      <a
        href={whatsappLink(props.whatsappNumber, WHATSAPP_MESSAGES.general)}
        {...EXTERNAL_LINK}
        className="flex items-center justify-center gap-2 rounded-full bg-limestone-50 px-6 py-3.5 font-semibold text-schist-900 hover:bg-limestone-200"
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {props.chatLabel}
      </a>
      <a
        href={props.other.href}
        className="flex items-center justify-center gap-2 rounded-full border border-limestone-300/60 px-6 py-3.5 font-semibold text-limestone-50 hover:bg-schist-800"
      >
        <Other aria-hidden="true" className="size-5" />
        {props.other.label}
      </a>
    </div>
  );
}
