// @vitest-environment jsdom
/**
 * `Bookinger` against a staff API stood in by an injected fetch that answers with the contract's own
 * answers (src/lib/staff/bookings-contract.mjs): what became of each mail, mail not set up, the
 * address links, a save in progress and saves the server refuses.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StaffPanel from '../../../src/islands/staff/StaffPanel';
import { newBookingRecord, skippedForAddressCap, type BookingRecord } from '../../../src/lib/booking/records.mjs';
import { sessionExpiredAnswer } from '../../../src/lib/staff/api-contract.mjs';
import {
  bookingStatusAnswer,
  bookingsAnswer,
  unknownBookingAnswer,
} from '../../../src/lib/staff/bookings-contract.mjs';
import { saveStaffToken } from '../../../src/stores/staff-storage';
import { $panelView } from '../../../src/stores/staff-view';
import { gateTexts } from '../fixtures/page-entries';
import { cleanStaffStores } from '../fixtures/staff-stores';

const apiUrl = 'https://staff.example.dk/staff-api';
const sentAt = '2026-11-25T09:01:00Z';

function record(name: string, email: string, changes: Partial<BookingRecord> = {}): BookingRecord {
  const booking = {
    name,
    email,
    phone: '+45 12 34 56 78',
    company: 'Eksempel ApS',
    preferredDate: '2026-12-03',
    preferredTime: '10:30',
    message: 'Ring gerne.',
  };
  const kept = newBookingRecord({
    bookingId: crypto.randomUUID(),
    booking,
    receivedAt: '2026-11-25T09:00:00Z',
    retentionDays: 90,
  });
  return { ...kept, ...changes };
}

type Answer = { status: number; body: unknown };

/** A staff API of records in memory; `onStatus` decides each `POST /booking-status`. */
function fakeApi(records: BookingRecord[], mailSetUp: boolean) {
  const api = {
    onStatus: (bookingId: string, status: string): Answer | Promise<Answer> =>
      bookingStatusAnswer(bookingId, status as BookingRecord['status']),
    fetcher: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      let answer: Answer;
      if (url.pathname.endsWith('/bookings')) {
        answer = bookingsAnswer(records, Number(url.searchParams.get('page') ?? 1), { mailSetUp });
      } else if (url.pathname.endsWith('/booking-status')) {
        const { bookingId, status } = JSON.parse(String(init?.body));
        answer = await api.onStatus(bookingId, status);
      } else answer = { status: 404, body: { error: 'Ukendt adresse.' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }) as typeof fetch,
  };
  return api;
}

beforeEach(() => {
  // A reload of the panel on `#bookinger`, logged in in this tab.
  window.history.replaceState(null, '', '/staff#bookinger');
  $panelView.set({ view: 'bookinger', byVisitor: false });
  // A token of its own per test: the panel forgets one session's list when the token changes.
  saveStaffToken(crypto.randomUUID(), new Date(Date.now() + 3_600_000).toISOString());
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  // Unmounted now, not a second later as nanostores would: each test starts the refresh anew.
  cleanStaffStores();
  window.sessionStorage.clear();
});

describe('Bookinger, each mail and each save', () => {
  it('says what became of every mail, and how many team mails are unsent', async () => {
    const waiting = record('Anna Jensen', 'anna+booking@example.dk', {
      teamMail: { sentAt: null, error: 'Connection refused', tries: 3, skipped: null },
    });
    const sent = record('Bo Hansen', 'bo@example.dk', {
      status: 'bekræftet',
      teamMail: { sentAt, error: null, tries: 1, skipped: null },
      receipt: { sentAt: null, error: null, tries: 0, skipped: skippedForAddressCap },
    });
    render(<StaffPanel texts={gateTexts} apiUrl={apiUrl} fetcher={fakeApi([waiting, sent], true).fetcher} />);

    const anna = await screen.findByRole('article', { name: 'Anna Jensen' });
    const annaMails = within(anna).getByRole('list', { name: 'Mails' });
    expect(
      within(annaMails)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Mail til teamet: Ikke sendt – fejl efter 3 forsøg: Connection refused',
      'Kvittering til kunden: Venter på at blive sendt',
      'Bekræftelse til kunden: Sendes, når bookingen bekræftes',
    ]);
    const bo = screen.getByRole('article', { name: 'Bo Hansen' });
    expect(
      within(within(bo).getByRole('list', { name: 'Mails' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Mail til teamet: Sendt 25. november 2026 kl. 10.01',
      `Kvittering til kunden: ${skippedForAddressCap}`,
      'Bekræftelse til kunden: Venter på at blive sendt',
    ]);
    expect(screen.getByText('Én mail til teamet er ikke sendt endnu.')).toBeTruthy();
    expect(screen.queryByText(/Mail er ikke sat op/)).toBeNull();
    // The address is URL-encoded, so a + in it stays part of the address.
    expect(within(anna).getByRole('link', { name: 'anna+booking@example.dk' }).getAttribute('href')).toBe(
      'mailto:anna%2Bbooking@example.dk',
    );
    // Opened by a reload, not by the employee: focus stays where the browser put it.
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('link', { name: 'Bookinger' }).getAttribute('aria-current')).toBe('page');
  });

  it('reads the list again every 30 s while it is shown, and at once on return to the tab', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const records = [record('Anna Jensen', 'anna@example.dk')];
    render(<StaffPanel texts={gateTexts} apiUrl={apiUrl} fetcher={fakeApi(records, true).fetcher} />);
    await screen.findByRole('article', { name: 'Anna Jensen' });
    records.unshift(record('Bo Hansen', 'bo@example.dk'));
    await vi.advanceTimersByTimeAsync(29_000);
    expect(screen.queryByRole('article', { name: 'Bo Hansen' })).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    await screen.findByRole('article', { name: 'Bo Hansen' });

    records.unshift(record('Cecilie Holm', 'cecilie@example.dk'));
    document.dispatchEvent(new Event('visibilitychange'));
    await screen.findByRole('article', { name: 'Cecilie Holm' });
  });

  it('says nothing is on its way when mail is not set up', async () => {
    render(
      <StaffPanel
        texts={gateTexts}
        apiUrl={apiUrl}
        fetcher={fakeApi([record('Anna Jensen', 'anna@example.dk')], false).fetcher}
      />,
    );
    const anna = await screen.findByRole('article', { name: 'Anna Jensen' });
    expect(within(anna).getByRole('list', { name: 'Mails' }).textContent).toContain(
      'Kvittering til kunden: Ikke sendt: mail er ikke sat op',
    );
    expect(screen.getByText(/Mail er ikke sat op\./).parentElement?.textContent).toContain(
      'Bookingerne gemmes alligevel',
    );
  });

  it('shows Gemmer while the server stores the status, and the error beside the booking when it refuses', async () => {
    const api = fakeApi([record('Anna Jensen', 'anna@example.dk')], true);
    let release: (answer: Answer) => void = () => undefined;
    api.onStatus = () => new Promise((resolve) => (release = resolve));
    const user = userEvent.setup();
    render(<StaffPanel texts={gateTexts} apiUrl={apiUrl} fetcher={api.fetcher} />);
    const anna = await screen.findByRole('article', { name: 'Anna Jensen' });

    await user.selectOptions(within(anna).getByLabelText('Status for Anna Jensen'), 'bekræftet');
    expect(within(anna).getByText('Når du gemmer, får kunden en bekræftelse på e-mail.')).toBeTruthy();
    await user.click(within(anna).getByRole('button', { name: 'Gem status for Anna Jensen' }));
    expect(within(anna).getByRole('status').textContent).toBe('Gemmer …');
    release({ status: 503, body: { error: 'Bookingerne kan ikke læses lige nu.' } });
    const error = await within(anna).findByRole('alert');
    expect(error.textContent).toBe('Kunne ikke gemme status for Anna Jensen: Bookingerne kan ikke læses lige nu.');
    expect(anna.textContent).toContain('Status: Ny');
  });

  it('keeps the question open with the reason when the server cannot erase the request', async () => {
    const api = fakeApi([record('Anna Jensen', 'anna@example.dk')], true);
    api.onStatus = () => unknownBookingAnswer;
    const user = userEvent.setup();
    render(<StaffPanel texts={gateTexts} apiUrl={apiUrl} fetcher={api.fetcher} />);
    const anna = await screen.findByRole('article', { name: 'Anna Jensen' });
    await user.click(within(anna).getByRole('button', { name: 'Slet booking fra Anna Jensen' }));
    const question = within(anna).getByRole('group', { name: 'Slet bookingen fra Anna Jensen?' });
    await user.click(within(question).getByRole('button', { name: 'Ja, slet bookingen' }));
    const error = await within(question).findByRole('alert');
    expect(error.textContent).toBe(
      'Kunne ikke slette bookingen for Anna Jensen: Ukendt booking: den er måske allerede slettet.',
    );
  });

  it('goes back to the gate when the server refuses the token for a save', async () => {
    const api = fakeApi([record('Anna Jensen', 'anna@example.dk')], true);
    api.onStatus = () => sessionExpiredAnswer;
    const user = userEvent.setup();
    render(<StaffPanel texts={gateTexts} apiUrl={apiUrl} fetcher={api.fetcher} />);
    const anna = await screen.findByRole('article', { name: 'Anna Jensen' });
    await user.selectOptions(within(anna).getByLabelText('Status for Anna Jensen'), 'kontaktet');
    await user.click(within(anna).getByRole('button', { name: 'Gem status for Anna Jensen' }));
    await screen.findByText('Din session er udløbet. Log ind igen.');
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(screen.getByLabelText(gateTexts.password)).toBeTruthy();
  });
});
