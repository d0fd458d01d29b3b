import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

export const contact = {
  email: 'kontakt@fynbo-ai.dk',
  emailHref: 'mailto:kontakt@fynbo-ai.dk',
  phone: '+45 70 20 30 40',
  phoneHref: 'tel:+4570203040',
};
export const props = { contact, companyName: 'Fynbo AI ApS', privacyHref: '/privatliv' };
export const webhookUrl = 'https://hooks.example.test/booking';

/** Tuesday 1 December 2026, 09:00 in Copenhagen (CET): a working day, whatever day the tests run. */
export const tuesdayNine = new Date('2026-12-01T08:00:00Z');
export const today = '2026-12-01';
/** Thursday, open all day. */
export const thursday = '2026-12-03';

/** Fixes only the clock, so user-event's own timers keep running. */
export function fixClock(now: Date = tuesdayNine) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
}

// Labels end in a visual "*" (hidden from screen readers) on required fields.
export const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

export const optionTexts = (select: HTMLElement) => Array.from(select.querySelectorAll('option'), (o) => o.textContent);

type User = ReturnType<typeof userEvent.setup>;

/** Clears first: user-event keeps its own copy of a value, which `form.reset()` does not update. */
async function typeInto(user: User, label: string, text: string) {
  await user.clear(field(label));
  await user.type(field(label), text);
}

export async function fillValid(user: User, { date = thursday, time = '10:30' } = {}) {
  await typeInto(user, 'Fulde navn', 'Anne Hansen');
  await typeInto(user, 'E-mail', 'anne@firma.dk');
  await typeInto(user, 'Telefon', '12345678');
  // jsdom has no date picker; typing sets the value as a browser's picker would.
  await typeInto(user, 'Foretrukken dato', date);
  await user.selectOptions(field('Foretrukket tidspunkt'), time);
}

/** The booking id each POST carried in its URL, in order. */
export const sentIds = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url)).searchParams.get('bookingId'));
