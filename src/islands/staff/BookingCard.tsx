import { formatBookingTime } from '../../lib/booking/dates.mjs';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format-time';
import type { BookingListItem } from '../../lib/staff/bookings-contract.mjs';
import type { KeptStatus } from '../../stores/staff-bookings';
import BookingMails from './BookingMails';
import BookingStatusControl from './BookingStatusControl';
import { mailtoHref, statusLabels, telHref } from './booking-texts';

interface Props {
  booking: BookingListItem;
  mailSetUp: boolean;
}

const statusStyles: Record<KeptStatus, string> = {
  ny: 'bg-brand-700 text-white',
  bekræftet: 'bg-accent-50 text-accent-800 ring-1 ring-accent-600',
  kontaktet: 'bg-brand-50 text-brand-800 ring-1 ring-brand-200',
  afsluttet: 'bg-surface-muted text-ink-muted ring-1 ring-line',
};

/** Long addresses and words in a message wrap anywhere rather than widen the page at 360 px. */
const wrapAnywhere = '[overflow-wrap:anywhere]';

/** One request: who, when, how to reach them, their message, its mails and the status change. */
export default function BookingCard({ booking, mailSetUp }: Props) {
  const nameId = `booking-${booking.bookingId}-name`;
  const status = booking.status;
  const message = booking.message.trim();
  return (
    <article
      aria-labelledby={nameId}
      className="rounded-card border border-line bg-white p-5 text-ink shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={nameId} className={cn('text-xl font-bold tracking-tight', wrapAnywhere)}>
            {booking.name}
          </h3>
          <p className={cn('mt-1 text-ink-muted', wrapAnywhere)}>
            {booking.company.trim() || 'Ingen virksomhed oplyst'}
          </p>
        </div>
        <p className={cn('shrink-0 rounded-full px-3 py-1 text-sm font-semibold', statusStyles[status])}>
          <span className="sr-only">Status: </span>
          {statusLabels[status]}
        </p>
      </div>

      <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-ink-muted">Ønsket tid</dt>
          <dd className="mt-0.5">{formatBookingTime(booking.preferredDate, booking.preferredTime)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-muted">Modtaget</dt>
          <dd className="mt-0.5">
            <time dateTime={booking.receivedAt}>{formatDateTime(booking.receivedAt)}</time>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-muted">E-mail</dt>
          <dd className={cn('mt-0.5', wrapAnywhere)}>
            <a href={mailtoHref(booking.email)} className="font-medium text-brand-800 underline">
              {booking.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-muted">Telefon</dt>
          <dd className="mt-0.5">
            <a href={telHref(booking.phone)} className="font-medium text-brand-800 underline">
              {booking.phone}
            </a>
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-semibold text-ink-muted">Besked</dt>
          <dd className={cn('mt-0.5 whitespace-pre-line', wrapAnywhere, !message && 'text-ink-muted')}>
            {message || 'Ingen besked'}
          </dd>
        </div>
      </dl>

      <BookingMails booking={booking} mailSetUp={mailSetUp} />
      <BookingStatusControl booking={booking} mailSetUp={mailSetUp} />
    </article>
  );
}
