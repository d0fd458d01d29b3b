import type { BookingContact } from './contact';

/** Shown instead of the fields when no webhook is configured: the visitor still gets a way in. */
export function BookingUnavailable({ contact }: { contact: BookingContact }) {
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 p-5 text-ink">
      <p className="font-semibold">Online booking er ikke tilgængelig lige nu.</p>
      <p className="mt-2">Skriv eller ring til os, så finder vi et tidspunkt, der passer jer:</p>
      <ul className="mt-3 space-y-1">
        <li>
          E-mail:{' '}
          <a href={contact.emailHref} className="font-semibold text-brand-800 underline underline-offset-4">
            {contact.email}
          </a>
        </li>
        <li>
          Telefon:{' '}
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
