// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import BookingForm from '../../../src/islands/booking/BookingForm';
import { field, fillValid, props, sentIds, useBookingFormHarness, webhookUrl } from '../fixtures/booking-form';
import { bookingFormTexts as texts } from '../fixtures/page-entries';
import { fill } from '../../../src/lib/placeholders';

const confirmation = 'Tak for din booking! Vi kontakter dig snarest.';

describe('BookingForm after sending', () => {
  const fetchMock = useBookingFormHarness();

  async function book(user: ReturnType<typeof userEvent.setup>) {
    render(<BookingForm {...props} webhookUrl={webhookUrl} />);
    await fillValid(user, { time: '10:30' });
    await user.click(screen.getByRole('button', { name: texts.submit }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(confirmation));
  }

  it('confirms the requested time in Danish in place of the form, and takes focus', async () => {
    const user = userEvent.setup();
    await book(user);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(
      fill(texts.requested, { tidspunkt: 'torsdag den 3. december 2026 kl. 10.30' }),
    );
    expect(status.textContent).toContain('Tidspunktet er endnu ikke bekræftet. Vi bekræfter det på e-mail.');
    // No emptied form with a live `Book møde` under the confirmation.
    expect(document.querySelector('form')).toBeNull();
    expect(screen.queryByRole('button', { name: texts.submit })).toBeNull();
    await waitFor(() => expect(status.contains(document.activeElement)).toBe(true));
    // What happens next stands under it, outside the status region, so it is not read out as the news.
    const next = screen.getByRole('region', { name: texts.nextStepsTitle });
    expect(next.querySelectorAll('li')).toHaveLength(3);
    expect(status.contains(next)).toBe(false);

    // The second Enter of an impatient visitor: no red messages, nothing sent.
    await user.keyboard('{Enter}');
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(fetchMock()).toHaveBeenCalledTimes(1);
  });

  it('Book et nyt møde brings back an empty form with focus in its first field', async () => {
    const user = userEvent.setup();
    await book(user);
    await user.click(screen.getByRole('button', { name: texts.bookAnother }));

    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('region', { name: texts.nextStepsTitle })).toBeNull();
    expect(document.querySelector('form')).not.toBeNull();
    for (const label of [texts.name, texts.email, texts.phone, texts.date, texts.message])
      expect(field(label).value).toBe('');
    expect(screen.getByText(fill(texts.messageCounter, { antal: 0, højst: 2000 }))).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(texts.name)));
    expect(screen.getByRole('button', { name: texts.submit })).toBeTruthy();
  });

  it('Gem i kalender downloads an .ics file whose start is the requested time in Copenhagen', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:booking';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const user = userEvent.setup();
    await book(user);
    await user.click(screen.getByRole('button', { name: texts.saveToCalendar }));

    expect(clicked.map((link) => [link.download, link.href])).toEqual([['booking-2026-12-03.ics', 'blob:booking']]);
    expect(blobs[0].type).toBe('text/calendar;charset=utf-8');
    const ics = await blobs[0].text();
    expect(ics).toContain('DTSTART;TZID=Europe/Copenhagen:20261203T103000\r\n');
    expect(ics).toContain('STATUS:TENTATIVE');
    expect(ics).toContain(`UID:booking-${sentIds(fetchMock())[0]}@fynbo-ai.dk`);
    expect(ics).toContain('ORGANIZER;CN="Fynbo AI ApS":mailto:kontakt@fynbo-ai.dk');
  });

  it('retries unchanged values with the same booking id, and an edited form or the next booking gets a new one', async () => {
    fetchMock().mockResolvedValueOnce(new Response('{}', { status: 500 }));
    fetchMock().mockResolvedValueOnce(new Response('{}', { status: 500 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<BookingForm {...props} webhookUrl={webhookUrl} />);
    await fillValid(user);
    const send = async (calls: number) => {
      await user.click(screen.getByRole('button', { name: texts.submit }));
      await waitFor(() => expect(fetchMock()).toHaveBeenCalledTimes(calls));
    };
    await send(1);
    await send(2);
    await user.type(field(texts.message), 'Helst formiddag');
    await send(3);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(confirmation));
    await user.click(screen.getByRole('button', { name: texts.bookAnother }));
    await fillValid(user);
    await user.clear(field(texts.message));
    await user.type(field(texts.message), 'Helst formiddag');
    await send(4);

    const [first, retry, edited, next] = sentIds(fetchMock());
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retry).toBe(first);
    expect(edited).not.toBe(first);
    // The same values as the booking just sent are a new booking, not a retry.
    expect(next).not.toBe(edited);
    expect(fetchMock().mock.calls[0][0]).toBe(`${webhookUrl}?bookingId=${first}`);
  });
});
