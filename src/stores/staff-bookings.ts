/**
 * `Bookinger`'s state and actions (docs/product.md#staff-bookings): the page of requests the staff API
 * last answered, each status change's save, the question before a request is erased, and the refresh
 * while the view is open. As on the dashboard, every decision is the server's: a status is shown as
 * saved only once the API stored it, and the next reading wins.
 */
import { atom, map, onMount } from 'nanostores';
import type { BookingListItem, BookingsAnswer } from '../lib/staff/bookings-contract.mjs';
import type { BookingStatus } from '../lib/booking/records.mjs';
import { $staffSession, sessionExpired, staffConnection } from './staff';
import { refreshWhileShown } from './staff-refresh';

/** The statuses an employee sets with a save; `slettet` is its own action, with a question first. */
export type KeptStatus = Exclude<BookingStatus, 'slettet'>;

export interface BookingsState {
  answer: BookingsAnswer | null;
  /** The page shown or asked for, from 1. */
  page: number;
  /** The last reading failed: the Danish sentence to show. */
  problem: string | null;
  /** When the API last answered (ISO). */
  readAt: string | null;
}

/** A status change in progress or its outcome; `wanted` is `slettet` while erasing. */
export interface StatusSave {
  wanted: BookingStatus;
  saving: boolean;
  error: string | null;
}

export const deletionReminder = 'Husk også at slette mailen om bookingen i indbakken.';

const noBookings: BookingsState = { answer: null, page: 1, problem: null, readAt: null };

export const $bookings = atom<BookingsState>(noBookings);
export const $statusSaves = map<Record<string, StatusSave>>({});
/** The request whose erasure waits for the employee's yes; null when no question is open. */
export const $deleteAsked = atom<string | null>(null);
/** The last erasure, said once in the view's live region with the reminder about the team mail. */
export const $bookingsNotice = atom<string | null>(null);

// Each reading is numbered: only the last one asked for may land, so a slow answer for page 1 never
// replaces page 2 after `Ældre`.
let lastReading = 0;

/** Reads the page shown (or `page`) once; a refused token ends the session. */
export async function refreshBookings(page = $bookings.get().page): Promise<void> {
  const connection = staffConnection();
  if (!connection) return;
  const reading = ++lastReading;
  const result = await connection.client.bookings(connection.token, page);
  if (reading !== lastReading || $staffSession.get().token !== connection.token) return;
  if (result.ok) {
    $bookings.set({ answer: result.value, page, problem: null, readAt: new Date().toISOString() });
  } else if (result.kind === 'session-expired') {
    sessionExpired();
  } else {
    $bookings.set({ ...$bookings.get(), page, problem: result.message });
  }
}

/** `Nyere` and `Ældre`: reads that page; the list stays until it comes. */
export function showBookingsPage(page: number): Promise<void> {
  $bookingsNotice.set(null);
  return refreshBookings(Math.max(1, page));
}

function keepInList(bookingId: string, change: (booking: BookingListItem) => BookingListItem | null): void {
  const state = $bookings.get();
  if (!state.answer) return;
  const bookings = state.answer.bookings.flatMap((booking) => {
    if (booking.bookingId !== bookingId) return [booking];
    const changed = change(booking);
    return changed ? [changed] : [];
  });
  $bookings.set({ ...state, answer: { ...state.answer, bookings } });
}

async function saveStatus(booking: BookingListItem, wanted: BookingStatus): Promise<boolean> {
  const connection = staffConnection();
  if (!connection || $statusSaves.get()[booking.bookingId]?.saving) return false;
  $statusSaves.setKey(booking.bookingId, { wanted, saving: true, error: null });
  const result = await connection.client.setBookingStatus(connection.token, booking.bookingId, wanted);
  if (!result.ok && result.kind === 'session-expired') {
    sessionExpired();
    return false;
  }
  if (result.ok) {
    const stored = result.value.status;
    keepInList(booking.bookingId, (item) => (stored === 'slettet' ? null : { ...item, status: stored }));
    $statusSaves.setKey(booking.bookingId, { wanted, saving: false, error: null });
  } else {
    const what = wanted === 'slettet' ? 'slette bookingen' : 'gemme status';
    const error = `Kunne ikke ${what} for ${booking.name}: ${result.message}`;
    $statusSaves.setKey(booking.bookingId, { wanted, saving: false, error });
  }
  // The server's list wins over a second tab or a slow answer.
  void refreshBookings();
  return result.ok;
}

/** Saves one of the working statuses (`bekræftet` also sends the visitor a confirmation). */
export async function changeBookingStatus(booking: BookingListItem, status: KeptStatus): Promise<void> {
  if (status !== booking.status) await saveStatus(booking, status);
}

/** `Slet booking`: asks first, as the erasure cannot be undone. */
export function askToDelete(bookingId: string): void {
  $deleteAsked.set(bookingId);
}

export function cancelDelete(): void {
  $deleteAsked.set(null);
}

/** The employee said yes: erases the request on the server (`slettet`) and says it is gone. */
export async function confirmDelete(booking: BookingListItem): Promise<void> {
  if ($deleteAsked.get() !== booking.bookingId) return;
  if (!(await saveStatus(booking, 'slettet'))) return;
  $deleteAsked.set(null);
  $statusSaves.setKey(booking.bookingId, undefined);
  $bookingsNotice.set(`Bookingen fra ${booking.name} er slettet. ${deletionReminder}`);
}

// Said and asked once: a view opened later neither repeats an old erasure nor reopens its question.
onMount($bookingsNotice, () => () => $bookingsNotice.set(null));
onMount($deleteAsked, () => () => $deleteAsked.set(null));

// Nothing of one session's requests stays for the next login.
$staffSession.listen((session, before) => {
  if (session.token === before?.token) return;
  lastReading++;
  $bookings.set(noBookings);
  $statusSaves.set({});
  $deleteAsked.set(null);
  $bookingsNotice.set(null);
});

// While `Bookinger` is shown, it reads the API every 30 s (src/stores/staff-refresh.ts).
refreshWhileShown($bookings, refreshBookings, $staffSession);
