// @vitest-environment jsdom
/**
 * `Bookinger` against the local staff API (scripts/local-backend/staff-api.mjs) with its in-memory bookings: the
 * list newest first, paging, a status saved on the server, the question before a request is
 * erased, and a refused token back to the gate. The mails' states are in StaffPanel.booking-mails.test.tsx.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startStaffApi } from '../../../scripts/local-backend/staff-api.mjs';
import StaffPanel from '../../../src/islands/staff/StaffPanel';
import { $panelView } from '../../../src/stores/staff-view';
import { STAFF_TEST_PASSWORD, STAFF_TEST_PASSWORD_HASH } from '../../e2e/fixtures/test-env';
import { gateTexts } from '../fixtures/page-entries';
import { cleanStaffStores } from '../fixtures/staff-stores';

type Api = Awaited<ReturnType<typeof startStaffApi>>;
const CHECK_WAIT = { timeout: 10_000 };
const morning = Date.parse('2026-11-25T09:00:00Z');
const minutesAfterMorning = (minutes: number) => new Date(morning + minutes * 60_000).toISOString();
let api: Api;

beforeAll(async () => {
  api = await startStaffApi({ port: 0, passwordHash: STAFF_TEST_PASSWORD_HASH, now: morning, quiet: true });
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.reset();
  window.history.replaceState(null, '', '/staff');
  $panelView.set({ view: 'overblik', byVisitor: false });
});
afterEach(() => {
  cleanup();
  cleanStaffStores();
  window.sessionStorage.clear();
});

/** Keeps a booking that came in `minutes` after 10.00 Copenhagen time. */
async function book(name: string, minutes: number, extra: Partial<Record<string, string>> = {}) {
  api.setNow(minutesAfterMorning(minutes));
  const bookingId = crypto.randomUUID();
  await api.bookings.accept(bookingId, {
    name,
    email: `${name.split(' ')[0].toLowerCase()}@example.dk`,
    phone: '+45 12 34 56 78',
    company: 'Eksempel ApS',
    preferredDate: '2026-12-03',
    preferredTime: '10:30',
    message: '',
    ...extra,
  });
  return bookingId;
}

async function openBookings() {
  const user = userEvent.setup();
  render(<StaffPanel texts={gateTexts} apiUrl={api.url} />);
  await user.type(await screen.findByLabelText(gateTexts.password), STAFF_TEST_PASSWORD);
  await user.click(screen.getByRole('button', { name: gateTexts.submit }));
  await screen.findByRole('heading', { name: 'Overblik' }, CHECK_WAIT);
  await user.click(screen.getByRole('link', { name: 'Bookinger' }));
  const heading = await screen.findByRole('heading', { level: 2, name: 'Bookinger' });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  return user;
}

const names = () => screen.queryAllByRole('article').map((card) => card.querySelector('h3')?.textContent);

describe('Bookinger with the staff API', { timeout: 30_000 }, () => {
  it('lists the requests newest first, with Copenhagen times and links to write or call', async () => {
    await book('Anna Jensen', 0, { message: 'Vi vil gerne høre om <b>telefonassistenten</b>.\nHelst om formiddagen.' });
    await book('Bo Hansen', 5, { company: '' });
    await openBookings();
    await waitFor(() => expect(names()).toEqual(['Bo Hansen', 'Anna Jensen']));

    const nav = screen.getByRole('navigation', { name: 'Medarbejderpanelets visninger' });
    expect(within(nav).getByRole('link', { name: 'Bookinger' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Overblik' }).getAttribute('aria-current')).toBeNull();
    expect(window.location.hash).toBe('#bookinger');

    const anna = screen.getByRole('article', { name: 'Anna Jensen' });
    expect(anna.textContent).toContain('Ønsket tidtorsdag den 3. december 2026 kl. 10.30');
    expect(anna.textContent).toContain('Modtaget25. november 2026 kl. 10.00');
    expect(within(anna).getByRole('link', { name: 'anna@example.dk' }).getAttribute('href')).toBe(
      'mailto:anna@example.dk',
    );
    expect(within(anna).getByRole('link', { name: '+45 12 34 56 78' }).getAttribute('href')).toBe('tel:+4512345678');
    // The message is text: its markup is shown as typed, and nothing of it becomes an element.
    expect(anna.textContent).toContain('<b>telefonassistenten</b>');
    expect(anna.querySelector('b')).toBeNull();
    expect(anna.textContent).toContain('Status: Ny');
    expect(screen.getByRole('article', { name: 'Bo Hansen' }).textContent).toContain('Ingen virksomhed oplyst');

    // A staff API without mail: bookings are kept all the same, and the view says so.
    expect(screen.getByText(/Mail er ikke sat op\./).parentElement?.textContent).toContain(
      'Bookingerne gemmes alligevel',
    );
    expect(screen.getByText('2 mails til teamet er ikke sendt endnu.')).toBeTruthy();
  });

  it('shows 50 a page, and Ældre and Nyere move between the pages', async () => {
    for (let minute = 0; minute < 52; minute++) await book(`Kunde ${minute}`, minute);
    const user = await openBookings();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(50));
    expect(names()[0]).toBe('Kunde 51');
    expect(screen.queryByRole('button', { name: 'Nyere' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ældre' }));
    await waitFor(() => expect(names()).toEqual(['Kunde 1', 'Kunde 0']));
    expect(screen.getByText('Side 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ældre' })).toBeNull();
    // The list starts again at its heading.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Bookinger' }));

    await user.click(screen.getByRole('button', { name: 'Nyere' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(50));
  });

  it('saves a status on the server, shows it saved, and the list keeps what the server stored', async () => {
    const bookingId = await book('Anna Jensen', 0);
    const user = await openBookings();
    const anna = await screen.findByRole('article', { name: 'Anna Jensen' }, CHECK_WAIT);
    const save = within(anna).getByRole('button', { name: 'Gem status for Anna Jensen' });
    // Nothing to save before a new status is chosen.
    expect(save.getAttribute('aria-disabled')).toBe('true');

    await user.selectOptions(within(anna).getByLabelText('Status for Anna Jensen'), 'bekræftet');
    // Without mail no confirmation goes out, so the view promises none.
    expect(anna.textContent).not.toContain('får kunden en bekræftelse');
    await user.click(save);
    await waitFor(() => expect(within(anna).getByRole('status').textContent).toBe('Gemt'));
    expect(anna.textContent).toContain('Status: Bekræftet');
    expect(api.bookings.all().find((record) => record.bookingId === bookingId)?.status).toBe('bekræftet');
  });

  it('asks before erasing a request, reminds about the team mail, and Fortryd keeps it', async () => {
    const bookingId = await book('Anna Jensen', 0);
    await book('Bo Hansen', 5);
    const user = await openBookings();
    const anna = await screen.findByRole('article', { name: 'Anna Jensen' }, CHECK_WAIT);
    const remove = within(anna).getByRole('button', { name: 'Slet booking fra Anna Jensen' });

    await user.click(remove);
    const question = within(anna).getByRole('group', { name: 'Slet bookingen fra Anna Jensen?' });
    expect(question.textContent).toContain('Husk også at slette mailen om bookingen i indbakken.');
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Fortryd' }));
    await user.keyboard('{Escape}');
    expect(within(anna).queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(remove);
    expect(api.bookings.all()).toHaveLength(2);

    await user.click(remove);
    await user.click(within(anna).getByRole('button', { name: 'Ja, slet bookingen' }));
    await waitFor(() => expect(names()).toEqual(['Bo Hansen']));
    expect(api.bookings.all().map((record) => record.bookingId)).not.toContain(bookingId);
    const notice = screen.getAllByRole('status').find((element) => element.textContent?.includes('er slettet'));
    expect(notice?.textContent).toBe(
      'Bookingen fra Anna Jensen er slettet. Husk også at slette mailen om bookingen i indbakken.',
    );
    // The focused button went with the card: focus is on the list's heading.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Bookinger' }));
  });

  it('goes back to the gate with the Danish message when the server refuses the token', async () => {
    await book('Anna Jensen', 0);
    await openBookings();
    await screen.findByRole('article', { name: 'Anna Jensen' }, CHECK_WAIT);
    api.setNow('2026-11-25T18:00:00Z');
    document.dispatchEvent(new Event('visibilitychange'));
    const alert = await screen.findByText('Din session er udløbet. Log ind igen.', {}, CHECK_WAIT);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('article')).toBeNull();
    expect(window.sessionStorage.getItem('fynbo:staff-token')).toBeNull();
  });
});
