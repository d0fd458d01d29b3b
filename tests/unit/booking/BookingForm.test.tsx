// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import BookingForm from '../../../src/islands/booking/BookingForm';
import { bookingKeys, thursday, today } from '../fixtures/booking';
import { field, fillValid, props, sentIds, useBookingFormHarness, webhookUrl } from '../fixtures/booking-form';
import { bookingFormTexts as texts } from '../fixtures/page-entries';
import { fill } from '../../../src/lib/placeholders';

/** The error, then the company's phone and e-mail, so a visitor whose booking keeps failing can still reach it. */
const failedText = `Der opstod en fejl. Prøv venligst igen.${fill(texts.failureContact, { telefon: props.contact.phone, email: props.contact.email })}`;
describe('BookingForm', () => {
  const fetchMock = useBookingFormHarness();

  it('without a webhook URL says online booking is unavailable and offers email and phone', () => {
    const { container } = render(<BookingForm {...props} webhookUrl="" />);
    expect(container.textContent).toContain(texts.unavailableTitle);
    expect(container.querySelector('input, select, textarea')).toBeNull();
    expect(screen.getByRole('link', { name: 'kontakt@fynbo-ai.dk' }).getAttribute('href')).toBe(
      'mailto:kontakt@fynbo-ai.dk',
    );
    expect(screen.getByRole('link', { name: '+45 70 20 30 40' }).getAttribute('href')).toBe('tel:+4570203040');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sets the earliest date to today in Copenhagen and counts the message', async () => {
    const user = userEvent.setup();
    render(<BookingForm {...props} webhookUrl={webhookUrl} />);
    await waitFor(() => expect(field(texts.date).getAttribute('min')).toBe(today));
    // The count is the message field's description, so a screen reader hears it with the field.
    expect(field(texts.message).getAttribute('aria-describedby')).toBe('booking-message-hint');
    const hint = () => document.getElementById('booking-message-hint')?.textContent;
    expect(hint()).toBe(fill(texts.messageCounter, { antal: 0, højst: 2000 }));
    await user.type(field(texts.message), 'Hej');
    expect(hint()).toBe(fill(texts.messageCounter, { antal: 3, højst: 2000 }));
  });

  it("accepts today's first open slot (11:00 at 09:00), and posts exactly the seven keys", async () => {
    const user = userEvent.setup();
    render(<BookingForm {...props} webhookUrl={webhookUrl} />);
    await fillValid(user, { date: today, time: '11:00' });
    await user.click(screen.getByRole('button', { name: texts.submit }));

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Tak for din booking! Vi kontakter dig snarest.'),
    );
    expect(fetchMock()).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetchMock().mock.calls[0][1]?.body));
    expect(Object.keys(body)).toEqual(bookingKeys);
    expect(body.preferredDate).toBe(today);
    expect(body.preferredTime).toBe('11:00');
  });

  it('sends what the fields hold even without change events (typed before hydration), and then submits natively', async () => {
    const { container } = render(<BookingForm {...props} webhookUrl={webhookUrl} />);
    const button = screen.getByRole('button', { name: texts.submit });
    // Ready for client:intent to replay a held press, and only now a real submit button.
    await waitFor(() => expect(container.querySelector('[data-island-ready]')).not.toBeNull());
    expect(button.getAttribute('type')).toBe('submit');
    const typed: Record<string, string> = {
      [texts.name]: 'Anne Hansen',
      [texts.email]: 'anne@firma.dk',
      [texts.phone]: '12345678',
      [texts.date]: thursday,
      [texts.message]: 'Skrevet før hydrering',
    };
    for (const [label, value] of Object.entries(typed)) field(label).value = value;
    field(texts.time).value = '09:30';
    button.click();

    await waitFor(() => expect(fetchMock()).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock().mock.calls[0][1]?.body))).toEqual({
      name: 'Anne Hansen',
      email: 'anne@firma.dk',
      phone: '12345678',
      company: '',
      preferredDate: thursday,
      preferredTime: '09:30',
      message: 'Skrevet før hydrering',
    });
  });

  it('marks invalid fields, links their messages, focuses the first and sends nothing', async () => {
    const user = userEvent.setup();
    render(<BookingForm {...props} webhookUrl={webhookUrl} />);
    await user.type(field(texts.name), 'A');
    await user.click(screen.getByRole('button', { name: texts.submit }));

    const name = field(texts.name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'Navnet skal være på mindst 2 tegn.',
    );
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(fetchMock()).not.toHaveBeenCalled();

    // The message follows the correction as the visitor types.
    await user.type(name, 'l');
    expect(name.getAttribute('aria-invalid')).toBe('false');
  });

  it('keeps every value and shows the error alert when the webhook answers 500, logging the status', async () => {
    fetchMock().mockResolvedValueOnce(new Response('{}', { status: 500 }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<BookingForm {...props} webhookUrl={webhookUrl} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: texts.submit }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(failedText));
    expect(field(texts.name).value).toBe('Anne Hansen');
    expect(logged).toHaveBeenCalledWith('Bookingen blev afvist af webhooken (HTTP 500).');
  });

  it('treats n8n’s 200 "starting up" as an error: values kept, and the retry sends the same id and succeeds', async () => {
    fetchMock().mockResolvedValueOnce(new Response('n8n is starting up. Please wait', { status: 200 }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<BookingForm {...props} webhookUrl={webhookUrl} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: texts.submit }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(failedText));
    expect(field(texts.name).value).toBe('Anne Hansen');
    expect(field(texts.time).value).toBe('10:30');
    expect(logged).toHaveBeenCalledWith('Webhooken svarede (HTTP 200) uden at bekræfte, at bookingen er gemt.');

    await user.click(screen.getByRole('button', { name: texts.submit }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Tak for din booking! Vi kontakter dig snarest.'),
    );
    const [first, retry] = sentIds(fetchMock());
    expect(retry).toBe(first);
  });

  it('logs a network error to the console', async () => {
    const failure = new TypeError('Failed to fetch');
    fetchMock().mockRejectedValueOnce(failure);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<BookingForm {...props} webhookUrl={webhookUrl} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: texts.submit }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(failedText));
    expect(logged).toHaveBeenCalledWith('Bookingen kunne ikke sendes (netværksfejl):', failure);
  });

  it('sends nothing when the hidden honeypot is filled, which people and screen readers never see', async () => {
    const user = userEvent.setup();
    const { container } = render(<BookingForm {...props} webhookUrl={webhookUrl} />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot?.closest('[hidden]')).not.toBeNull();
    expect(honeypot?.tabIndex).toBe(-1);
    await fillValid(user);
    honeypot!.value = 'https://spam.example';
    await user.click(screen.getByRole('button', { name: texts.submit }));

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Tak for din booking! Vi kontakter dig snarest.'),
    );
    expect(fetchMock()).not.toHaveBeenCalled();
  });
});
