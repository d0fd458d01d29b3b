import type { BookingContact } from './contact';
import type { BookingFormTexts } from './texts';

interface Props {
  contact: BookingContact;
  texts: Pick<BookingFormTexts, 'unavailableTitle' | 'unavailableText' | 'emailLead' | 'phoneLead'>;
}

/** Shown instead of the fields when no webhook is configured: the visitor still gets a way in. */
export function BookingUnavailable({ contact, texts }: Props) {
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 p-5 text-ink">
      <p className="font-semibold">{texts.unavailableTitle}</p>
      <p className="mt-2">{texts.unavailableText}</p>
      <ul className="mt-3 space-y-1">
        <li>
          {texts.emailLead}{' '}
          <a href={contact.emailHref} className="font-semibold text-brand-800 underline underline-offset-4">
            {contact.email}
          </a>
        </li>
        <li>
          {texts.phoneLead}{' '}
          <a
            href={contact.phoneHref}
            className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-4"
          >
            {contact.phone}
          </a>
        </li>
      </ul>
    </div>
  );
}
