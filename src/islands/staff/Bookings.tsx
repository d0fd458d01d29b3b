import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../lib/button-styles';
import { formatNumber } from '../../lib/format';
import { formatClockTime } from '../../lib/format-time';
import { $bookings, $bookingsNotice, showBookingsPage } from '../../stores/staff-bookings';
import BookingCard from './BookingCard';

interface Props {
  /** True right after logging in or choosing `Bookinger`: focus moves to the view's heading. */
  focusOnMount: boolean;
}

const unsentText = (count: number) =>
  count === 1
    ? 'Én mail til teamet er ikke sendt endnu.'
    : `${formatNumber(count)} mails til teamet er ikke sendt endnu.`;

/**
 * `Bookinger`: the requests the booking form sent, newest first, 50 a page, each with its status, its
 * mails and the status change. While it is shown, the store reads the API every 30 s
 * (src/stores/staff-bookings.ts).
 */
export default function Bookings({ focusOnMount }: Props) {
  const { answer, page, problem, readAt } = useStore($bookings);
  const notice = useStore($bookingsNotice);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  // An erased request takes its card and the focused `Ja, slet bookingen` with it: focus goes to the
  // heading, and the live region below says what happened.
  useEffect(() => {
    if (notice) headingRef.current?.focus();
  }, [notice]);

  // After `Nyere` or `Ældre` the list starts again at its heading, not at a button that may be gone.
  const turnPage = async (to: number) => {
    await showBookingsPage(to);
    headingRef.current?.focus();
  };

  const shownPage = answer?.page ?? page;
  const bookings = answer?.bookings ?? [];
  return (
    <section aria-labelledby="staff-bookings-title">
      <h2
        id="staff-bookings-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight focus:outline-none"
      >
        Bookinger
      </h2>
      <p className="mt-2 text-ink-muted">
        Forespørgsler fra bookingformularen, nyeste først. Tider er dansk tid. Listen hentes igen hvert halve minut.
      </p>

      <div className="mt-4 space-y-3">
        {problem && (
          <p
            role="alert"
            className="rounded-xl border border-danger-600 bg-white p-4 text-sm font-semibold text-danger-700"
          >
            {problem}
          </p>
        )}
        {answer && !answer.mailSetUp && (
          <p className="rounded-xl border border-line bg-surface-muted p-4 text-sm">
            <span className="font-semibold">Mail er ikke sat op.</span> Bookingerne gemmes alligevel, men hverken teamet
            eller kunderne får mails. Svar kunderne selv.
          </p>
        )}
        {answer && answer.unsentTeamMails === 0 && (
          <p className="text-sm font-semibold">Alle mails til teamet er sendt.</p>
        )}
        {answer && answer.unsentTeamMails > 0 && (
          <p className="rounded-xl border border-warning-300 bg-warning-50 p-4 text-sm font-semibold text-warning-900">
            {unsentText(answer.unsentTeamMails)}
          </p>
        )}
        {readAt && (
          <p className="text-sm text-ink-muted">
            Listen er hentet kl. <span className="tabular-nums">{formatClockTime(readAt)}</span>
          </p>
        )}
        {!answer && !problem && <p className="text-sm text-ink-muted">Henter bookingerne …</p>}
        {/* Always in the page, so a screen reader hears each deletion when it is written here. */}
        <p role="status" className="text-sm font-semibold empty:hidden">
          {notice}
        </p>
      </div>

      {answer && bookings.length === 0 && (
        <p className="mt-6 rounded-xl border border-line bg-white p-4 text-ink-muted">
          {shownPage === 1 ? 'Ingen bookinger endnu.' : 'Ingen bookinger på denne side.'}
        </p>
      )}
      {bookings.length > 0 && (
        <ol aria-labelledby="staff-bookings-title" className="mt-6 space-y-6">
          {bookings.map((booking) => (
            <li key={booking.bookingId}>
              <BookingCard booking={booking} mailSetUp={answer?.mailSetUp ?? true} />
            </li>
          ))}
        </ol>
      )}

      {answer && (shownPage > 1 || answer.hasMore) && (
        <nav aria-label="Sider med bookinger" className="mt-8 flex flex-wrap items-center justify-between gap-4">
          {shownPage > 1 ? (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => void turnPage(shownPage - 1)}
            >
              Nyere
            </button>
          ) : (
            <span />
          )}
          <p className="text-sm text-ink-muted">Side {formatNumber(shownPage)}</p>
          {answer.hasMore ? (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => void turnPage(shownPage + 1)}
            >
              Ældre
            </button>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}
