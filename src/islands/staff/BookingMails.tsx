import { cn } from '../../lib/cn';
import type { BookingListItem } from '../../lib/staff/bookings-contract.mjs';
import { mailLine, type MailTone } from './booking-texts';

interface Props {
  booking: BookingListItem;
  mailSetUp: boolean;
}

// The colour only repeats the words beside it.
const dotStyles: Record<MailTone, string> = {
  sent: 'bg-accent-500',
  waiting: 'bg-warning-400',
  failed: 'bg-danger-600',
  skipped: 'bg-ink-muted/50',
};

/** What became of the request's three mails: sent, waiting, failed with its error, or skipped and why. */
export default function BookingMails({ booking, mailSetUp }: Props) {
  const titleId = `booking-${booking.bookingId}-mails`;
  const confirmationWaits = booking.status === 'bekræftet' ? undefined : 'Sendes, når bookingen bekræftes';
  const mails = [
    { label: 'Mail til teamet', line: mailLine(booking.teamMail, mailSetUp) },
    { label: 'Kvittering til kunden', line: mailLine(booking.receipt, mailSetUp) },
    { label: 'Bekræftelse til kunden', line: mailLine(booking.confirmation, mailSetUp, confirmationWaits) },
  ];
  return (
    <div className="mt-5 border-t border-line pt-4">
      <p id={titleId} className="text-sm font-semibold text-ink-muted">
        Mails
      </p>
      <ul aria-labelledby={titleId} className="mt-2 space-y-1.5 text-sm">
        {mails.map(({ label, line }) => (
          <li key={label} className="flex gap-2">
            <span className={cn('mt-1.5 size-2 shrink-0 rounded-full', dotStyles[line.tone])} aria-hidden="true" />
            <span className={cn('min-w-0 [overflow-wrap:anywhere]', line.tone === 'failed' && 'text-danger-700')}>
              <span className="font-semibold">{label}:</span> {line.text}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
