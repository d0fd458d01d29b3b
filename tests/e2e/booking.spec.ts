import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { bookingCalendar } from '../../src/config/booking-calendar.mjs';
import {
  bookingKeys,
  bookingSample as booking,
  bookingSlots,
  type BookingSample as Booking,
  today,
  tuesdayNine as now,
} from '../unit/fixtures/booking';
import { fill } from '../../src/lib/placeholders';
import { bookingCopy as copy } from '../unit/fixtures/page-entries';
import { receiverFolder, type Receiver } from '../unit/fixtures/receiver';
import { expectNoAxeViolations, holdIslandScript, islandOf, reachForIsland } from './fixtures/helpers';
import { WEBHOOK_PORT, WEBHOOK_URL } from './fixtures/test-env';

// Every test talks to the one receiver on WEBHOOK_PORT, so this file's tests run in order in one worker.
test.describe.configure({ mode: 'default' });

// The browser's clock and the receiver's stand at Tuesday 1 December 2026, 09:00 in Copenhagen, so
// the calendar gives the same answers whatever day the tests run on.
const receiverFiles = receiverFolder();
const startLocalReceiver = () => receiverFiles.start(WEBHOOK_PORT, now);
let receiver: Receiver;

test.beforeAll(async () => {
  receiver = await startLocalReceiver();
});
test.afterAll(async () => {
  await receiver.close();
  receiverFiles.remove();
});

/** A text as a regular expression that matches it literally. */
const escaped = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const successText = 'Tak for din booking! Vi kontakter dig snarest.';
const errorText = 'Der opstod en fejl. Prøv venligst igen.';
/** The error as shown: its text, then the company's phone and e-mail as the way round a booking that keeps failing. */
const errorAlert = new RegExp(
  `^${escaped(errorText)}${fill(escaped(copy.form.failureContact), { telefon: '\\+45[\\d ]+', email: '\\S+@\\S+' })}$`,
);

const fields = (page: Page) => ({
  name: page.getByLabel(copy.form.name),
  email: page.getByLabel(copy.form.email),
  phone: page.getByLabel(copy.form.phone),
  company: page.getByLabel(copy.form.company),
  preferredDate: page.getByLabel(copy.form.date),
  preferredTime: page.getByLabel(copy.form.time),
  message: page.getByLabel(copy.form.message),
});

async function fillForm(page: Page, values: Booking) {
  const form = fields(page);
  await form.name.fill(values.name);
  await form.email.fill(values.email);
  await form.phone.fill(values.phone);
  await form.company.fill(values.company);
  await form.preferredDate.fill(values.preferredDate);
  await form.preferredTime.selectOption(values.preferredTime);
  await form.message.fill(values.message);
}

async function expectFormHolds(page: Page, values: Booking) {
  const form = fields(page);
  for (const key of Object.keys(values) as (keyof typeof values)[]) await expect(form[key]).toHaveValue(values[key]);
}

/** Whether `url` is the webhook, whatever its `bookingId`. */
const isWebhook = (url: URL) => `${url.origin}${url.pathname}` === WEBHOOK_URL;

/** Every request the page makes to the webhook, preflights included. */
function trackWebhookRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (isWebhook(new URL(request.url()))) seen.push(request.method());
  });
  return seen;
}

const submitButton = (page: Page) => page.getByRole('button', { name: copy.form.submit });
const bookingForm = (page: Page) => page.getByRole('form', { name: copy.form.title });

test.beforeEach(async ({ page }) => {
  await receiver.reset();
  receiverFiles.clearOutbox();
  // Time still runs from there; `page.clock.runFor` jumps ahead where a test needs it.
  await page.clock.install({ time: now });
  await page.goto('/booking');
  await reachForIsland(page, 'BookingForm');
});

test('shows the heading, the form, what to expect and the direct contact details', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title);
  await expect(bookingForm(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: copy.expectations.title })).toBeVisible();
  await expect(page.getByText(copy.expectations.consultation.text)).toBeVisible();
  const direct = page.locator('section').filter({ has: page.getByRole('heading', { name: copy.direct.title }) });
  await expect(direct.getByRole('link', { name: 'kontakt@fynbo-ai.dk' })).toHaveAttribute(
    'href',
    'mailto:kontakt@fynbo-ai.dk',
  );
  await expect(direct.getByRole('link', { name: '+45 70 20 30 40' })).toHaveAttribute('href', 'tel:+4570203040');
  const time = fields(page).preferredTime;
  await expect(time.locator('option')).toHaveText([copy.form.timePlaceholder, ...bookingSlots]);
  await expect(fields(page).preferredDate).toHaveAttribute('min', today);
  await expect(fields(page).message).toHaveAttribute('rows', '4');
  await expect(page.getByRole('link', { name: copy.form.privacyLink })).toHaveAttribute('href', '/privatliv');
});

const bookAnother = (page: Page) => page.getByRole('button', { name: copy.form.bookAnother });

test('a valid request arrives exactly once with the seven typed values, and the confirmation replaces the form', async ({
  page,
}) => {
  const values = booking;
  await fillForm(page, values);
  await expect(
    page.getByText(fill(copy.form.messageCounter, { antal: values.message.length, højst: 2000 })),
  ).toBeVisible();
  await submitButton(page).click();

  await expect(page.getByRole('status')).toContainText(successText);
  expect(receiver.requestCount()).toBe(1);
  expect(receiver.bookings).toEqual([values]);
  expect(Object.keys(receiver.bookings[0])).toEqual(bookingKeys);
  // Kept before the yes, and the team and the visitor each mailed once.
  expect(receiverFiles.storedRecords().map((record) => record.bookingId)).toEqual([receiver.records[0].bookingId]);
  await receiver.mailIdle();
  const recipients = receiverFiles.mails().map((mail) => mail.header('to'));
  expect(recipients.sort()).toEqual([values.email, 'kontakt@fynbo-ai.dk'].sort());
  // No emptied form with an active `Book møde` under the confirmation.
  await expect(bookingForm(page)).toHaveCount(0);
  await expect(submitButton(page)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await bookAnother(page).click();
  await expect(page.getByRole('status')).toHaveText('');
  for (const field of Object.values(fields(page))) await expect(field).toHaveValue('');
  await expect(fields(page).name).toBeFocused();
  await expect(page.getByText('0 af 2000 tegn')).toBeVisible();
  await expect(fields(page).preferredDate).toHaveAttribute('min', today);
  await expect(submitButton(page)).toBeEnabled();
});

test('a 500 from the webhook shows the error, keeps every value, and sending again succeeds', async ({ page }) => {
  const values = booking;
  await fillForm(page, values);
  receiver.failNext(1);
  await submitButton(page).click();

  await expect(page.getByRole('alert')).toHaveText(errorAlert);
  await expectFormHolds(page, values);
  expect(receiver.bookings).toEqual([]);

  await submitButton(page).click();
  await expect(page.getByRole('status')).toContainText(successText);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(receiver.bookings).toEqual([values]);
  expect(receiver.requestCount()).toBe(2);
});

test('a 200 that is not the webhook’s yes (n8n starting up) shows the error, keeps every value, and the retry with the same id goes through', async ({
  page,
}) => {
  const posted: string[] = [];
  let startingUp = true;
  await page.route(isWebhook, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posted.push(new URL(route.request().url()).searchParams.get('bookingId') ?? '');
    if (!startingUp) return route.fallback();
    startingUp = false;
    await route.fulfill({
      status: 200,
      contentType: 'text/plain',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: 'n8n is starting up. Please wait',
    });
  });
  await fillForm(page, booking);
  await submitButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(errorAlert);
  await expectFormHolds(page, booking);

  await submitButton(page).click();
  await expect(page.getByRole('status')).toContainText(successText);
  expect(posted).toHaveLength(2);
  expect(posted[1]).toBe(posted[0]);
  expect(receiver.records.map((record) => record.bookingId)).toEqual([posted[0]]);
});

test('a booking the receiver cannot write gets 503: the error shows, values stay, and the retry once it can is kept once', async ({
  page,
}) => {
  await fillForm(page, booking);
  // A real write fault: the data file's place is taken by a folder.
  rmSync(receiverFiles.file, { force: true });
  mkdirSync(receiverFiles.file);
  try {
    const refused = page.waitForResponse(
      (response) => isWebhook(new URL(response.url())) && response.request().method() === 'POST',
    );
    await submitButton(page).click();
    expect((await refused).status()).toBe(503);
    await expect(page.getByRole('alert')).toHaveText(errorAlert);
    await expectFormHolds(page, booking);
    expect(receiver.records).toEqual([]);
  } finally {
    rmSync(receiverFiles.file, { recursive: true });
  }

  await submitButton(page).click();
  await expect(page.getByRole('status')).toContainText(successText);
  expect(receiver.requestCount()).toBe(2);
  expect(receiverFiles.storedRecords()).toHaveLength(1);
});

test('with the webhook down the error shows, values stay, the error is logged; once it is back the booking goes through', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  const values = booking;
  await fillForm(page, values);
  await receiver.close();
  try {
    await submitButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(errorAlert);
    await expectFormHolds(page, values);
    expect(logged.some((text) => text.includes('Bookingen kunne ikke sendes (netværksfejl)'))).toBe(true);
  } finally {
    receiver = await startLocalReceiver();
  }

  await submitButton(page).click();
  await expect(page.getByRole('status')).toContainText(successText);
  expect(receiver.bookings).toEqual([values]);
});

test('a fast double click sends one request, and the button says it is sending meanwhile', async ({ page }) => {
  // The receiver holds its answer back, so the double click lands while the first request is in flight.
  receiver.holdNext();
  const posts = trackWebhookRequests(page);
  await fillForm(page, booking);
  await submitButton(page).dblclick();

  await receiver.whenHeld();
  const sending = page.getByRole('button', { name: copy.form.sending });
  await expect(sending).toBeDisabled();
  expect(receiver.release()).toBe(1);
  await expect(page.getByRole('status')).toContainText(successText);
  expect(posts.filter((method) => method === 'POST')).toHaveLength(1);
  expect(receiver.requestCount()).toBe(1);
  expect(receiver.bookings).toHaveLength(1);
});

test('empty required fields send nothing and each gets a Danish message; focus goes to the first', async ({ page }) => {
  const requests = trackWebhookRequests(page);
  await submitButton(page).click();

  const form = fields(page);
  const expected: [keyof typeof form, string][] = [
    ['name', 'Skriv dit fulde navn.'],
    ['email', 'Skriv din e-mailadresse.'],
    ['phone', 'Skriv dit telefonnummer.'],
    ['preferredDate', 'Vælg en dato.'],
    ['preferredTime', 'Vælg et tidspunkt.'],
  ];
  for (const [key, message] of expected) {
    await expect(form[key]).toHaveAttribute('aria-invalid', 'true');
    await expect(form[key]).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')));
  }
  await expect(form.company).toHaveAttribute('aria-invalid', 'false');
  await expect(form.name).toBeFocused();
  await expectNoAxeViolations(page);
  expect(requests).toEqual([]);
  expect(receiver.requestCount()).toBe(0);
});

test.describe('before the form has hydrated (its script held back)', () => {
  /** Opens /booking afresh with the form's own script held until `release()`. */
  async function openWithScriptHeld(page: Page) {
    const script = await holdIslandScript(page, 'BookingForm');
    await page.goto('/booking');
    return script;
  }

  async function expectHydratedAfter(page: Page, release: () => void) {
    // The island is still server-rendered while its script is held.
    await expect(islandOf(page, 'BookingForm')).toHaveAttribute('ssr', '');
    release();
    await expect(islandOf(page, 'BookingForm').locator('[data-island-ready]')).toHaveCount(1);
  }

  test('the date field refuses past days from the first paint: its minimum is today in Copenhagen', async ({
    page,
  }) => {
    const script = await openWithScriptHeld(page);
    await expect(islandOf(page, 'BookingForm')).toHaveAttribute('ssr', '');
    await expect(fields(page).preferredDate).toHaveAttribute('min', today);
    script.release();
    await reachForIsland(page, 'BookingForm');
    await expect(fields(page).preferredDate).toHaveAttribute('min', today);
  });

  test('every value typed while the form loads is kept, and one valid POST is sent', async ({ page }) => {
    const posts = trackWebhookRequests(page);
    const script = await openWithScriptHeld(page);
    const values = booking;
    // The first focus asks for the form's script; the rest is typed while it is held back.
    await fillForm(page, values);
    await script.requested;
    await expectHydratedAfter(page, script.release);

    await expectFormHolds(page, values);
    await expect(
      page.getByText(fill(copy.form.messageCounter, { antal: values.message.length, højst: 2000 })),
    ).toBeVisible();
    await submitButton(page).click();
    await expect(page.getByRole('status')).toContainText(successText);
    expect(receiver.bookings).toEqual([values]);
    expect(posts.filter((method) => method === 'POST')).toHaveLength(1);
  });

  const earlySubmits: { how: string; submit: (page: Page) => Promise<void> }[] = [
    { how: 'a double click on Book møde', submit: (page) => submitButton(page).dblclick() },
    { how: 'Enter in a field', submit: (page) => fields(page).phone.press('Enter') },
  ];
  for (const { how, submit } of earlySubmits) {
    test(`${how} before hydration sends the booking exactly once after it, never natively`, async ({ page }) => {
      const posts = trackWebhookRequests(page);
      const script = await openWithScriptHeld(page);
      const values = booking;
      await fillForm(page, values);
      await submit(page);
      expect(new URL(page.url()).search).toBe('');
      expect(receiver.requestCount()).toBe(0);
      await expectHydratedAfter(page, script.release);

      await expect(page.getByRole('status')).toContainText(successText);
      expect(receiver.bookings).toEqual([values]);
      expect(posts.filter((method) => method === 'POST')).toHaveLength(1);
      await expect(bookingForm(page)).toHaveCount(0);
      expect(new URL(page.url()).search).toBe('');
    });
  }

  test('an early press with empty fields shows the Danish messages once hydrated and sends nothing', async ({
    page,
  }) => {
    const script = await openWithScriptHeld(page);
    await fields(page).name.focus();
    await submitButton(page).click();
    await expectHydratedAfter(page, script.release);
    await expect(fields(page).name).toHaveAccessibleDescription(/Skriv dit fulde navn\./);
    await expect(fields(page).name).toBeFocused();
    expect(receiver.requestCount()).toBe(0);
  });
});

const closedDays = [
  {
    what: 'a Saturday',
    date: '2026-12-05',
    message: 'Vi holder lukket i weekenden. Vælg venligst en dag fra mandag til fredag.',
  },
  {
    what: 'the next 25 December',
    date: '2026-12-25',
    message: 'Vi holder lukket juledag (25. december). Vælg venligst en anden dag.',
  },
];
for (const closed of closedDays) {
  test(`${closed.what} is refused by the date field with the calendar's message, and nothing is sent`, async ({
    page,
  }) => {
    const requests = trackWebhookRequests(page);
    await fillForm(page, booking);
    const form = fields(page);
    await form.preferredDate.fill(closed.date);

    // Explained as soon as the day is picked, before any press on Book møde.
    await expect(form.preferredDate).toHaveAccessibleDescription(closed.message);
    await expect(form.preferredTime.locator('option')).toHaveText([copy.form.timePlaceholder]);
    await submitButton(page).click();
    await expect(form.preferredDate).toHaveAttribute('aria-invalid', 'true');
    await expect(form.preferredDate).toHaveAccessibleDescription(closed.message);
    await expect(form.preferredDate).toBeFocused();
    await expectNoAxeViolations(page);
    expect(requests).toEqual([]);
    expect(receiver.requestCount()).toBe(0);
  });
}

test("today's times start 2 hours from now", async ({ page }) => {
  // Stop the clock at 09:00 sharp: a second later, 11:00 would be less than 2 hours away.
  await page.clock.setFixedTime(now);
  await fields(page).preferredDate.fill(today);
  await expect(fields(page).preferredTime.locator('option')).toHaveText([
    'Vælg tid',
    ...bookingSlots.slice(bookingSlots.indexOf('11:00')),
  ]);
});

test('a booking kept after the 15 s time-out shows the error; the retry is answered at once and kept once', async ({
  page,
}) => {
  const posted: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'POST' && isWebhook(url)) posted.push(url.searchParams.get('bookingId') ?? '');
  });
  await fillForm(page, booking);
  receiver.holdNext();
  await submitButton(page).click();
  await receiver.whenHeld();
  // The receiver has kept it, but its answer comes too late for the form.
  expect(receiver.bookings).toEqual([booking]);
  await page.clock.runFor(15_000);
  await expect(page.getByRole('alert')).toHaveText(errorAlert);
  await expectFormHolds(page, booking);
  expect(receiver.release()).toBe(1);

  await submitButton(page).click();
  await expect(page.getByRole('status')).toContainText(successText);
  expect(posted).toHaveLength(2);
  expect(posted[1]).toBe(posted[0]);
  expect(receiver.requestCount()).toBe(2);
  expect(receiver.records.map((record) => record.bookingId)).toEqual([posted[0]]);
  const stored = receiverFiles.storedRecords();
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ bookingId: posted[0], ...booking });
});

test('the confirmation names the time in Danish, Gem i kalender downloads it, and a second Enter shows no errors', async ({
  page,
}) => {
  await fillForm(page, { ...booking, preferredTime: '10:30' });
  await submitButton(page).press('Enter');
  const status = page.getByRole('status');
  await expect(status).toContainText(successText);
  await expect(status).toContainText(
    fill(copy.form.requested, { tidspunkt: 'torsdag den 3. december 2026 kl. 10.30' }),
  );
  await expect(status).toContainText('Vi bekræfter det på e-mail.');

  await page.keyboard.press('Enter');
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  expect(receiver.requestCount()).toBe(1);

  const download = page.waitForEvent('download');
  await status.getByRole('button', { name: copy.form.saveToCalendar }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('booking-2026-12-03.ics');
  const ics = await readFile(await file.path(), 'utf8');
  expect(ics).toContain('DTSTART;TZID=Europe/Copenhagen:20261203T103000\r\n');
  expect(ics).toContain(`UID:booking-${receiver.records[0].bookingId}@`);
  await expectNoAxeViolations(page);
});

const badInputs: { what: string; change: (page: Page) => Promise<unknown>; field: string; message: string }[] = [
  {
    what: 'a bad email',
    change: (page) => fields(page).email.fill('anne@hansen'),
    field: copy.form.email,
    message: 'Skriv en gyldig e-mailadresse, fx navn@firma.dk.',
  },
  {
    what: 'a past date',
    change: (page) => fields(page).preferredDate.fill('2026-11-30'),
    field: copy.form.date,
    message: 'Vælg en dato fra i dag og frem.',
  },
  {
    what: 'a missing time',
    change: (page) => fields(page).preferredTime.selectOption(''),
    field: copy.form.time,
    message: 'Vælg et tidspunkt.',
  },
  {
    what: 'a one-letter name',
    change: (page) => fields(page).name.fill(' A '),
    field: copy.form.name,
    message: 'Navnet skal være på mindst 2 tegn.',
  },
  {
    what: 'a 7-digit phone',
    change: (page) => fields(page).phone.fill('12 34 567'),
    field: copy.form.phone,
    message: 'Skriv et gyldigt telefonnummer med mindst 8 cifre, fx 12 34 56 78 eller +45 12 34 56 78.',
  },
];

for (const bad of badInputs) {
  test(`${bad.what} sends nothing and is explained beside the field`, async ({ page }) => {
    const requests = trackWebhookRequests(page);
    await fillForm(page, booking);
    await bad.change(page);
    await submitButton(page).click();

    const field = page.getByLabel(bad.field);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(bad.message);
    await expect(field).toBeFocused();
    await expect(page.getByRole('status')).toHaveText('');
    expect(requests).toEqual([]);
    expect(receiver.requestCount()).toBe(0);
  });
}

test('a message with script tags arrives as plain text and is never run or rendered as HTML', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const hostile = '<script>alert("xss")</script><img src=x onerror="window.__xss=1"> <b>fed</b>';
  const values = { ...booking, message: hostile };
  await fillForm(page, values);
  await expect(fields(page).message).toHaveValue(hostile);
  await submitButton(page).click();

  await expect(page.getByRole('status')).toContainText(successText);
  expect(receiver.bookings[0].message).toBe(hostile);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  await expect(page.locator('main b', { hasText: 'fed' })).toHaveCount(0);
});

test('a bot that fills the hidden honeypot gets nothing sent', async ({ page }) => {
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toBeHidden();
  await expect(page.getByRole('textbox', { name: copy.form.honeypot })).toHaveCount(0);
  await fillForm(page, booking);
  await honeypot.evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'));
  await submitButton(page).click();

  await expect(page.getByRole('status')).toContainText(successText);
  expect(receiver.requestCount()).toBe(0);
});

// The page at rest is scanned by the route sweep in site.spec.ts.
test('the booking page has no axe violations with the confirmation showing', async ({ page }) => {
  await fillForm(page, booking);
  await submitButton(page).click();
  await expect(page.getByRole('status')).toContainText(successText);
  await expectNoAxeViolations(page);
});

test('the privacy policy names the controller, the rights and the processors', async ({ page }) => {
  await page.goto('/privatliv');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privatlivspolitik');
  await expect(page.locator('h1')).toHaveCount(1);
  const main = page.getByRole('main');
  const controller = main.locator('address');
  // Without a stated registration the company name stands alone (docs/product.md#tillid).
  await expect(controller).toContainText('Fynbo AI');
  await expect(controller).toContainText('kontakt@fynbo-ai.dk');
  await expect(controller).not.toContainText('CVR-nr.');
  await expect(main.getByText('Datatilsynet', { exact: false }).first()).toBeVisible();
  await expect(main.getByText(/Vapi/).first()).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Dine rettigheder' })).toBeVisible();
});

test('the hero shows when a meeting can start, as the calendar says, and the form starts in the first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/booking');
  const hours = page.locator('main section').first().getByRole('figure', { name: copy.hours.title });
  // Read from the company calendar (open Monday to Friday, every slot from the first to the last).
  const { slots } = bookingCalendar;
  await expect(hours.getByRole('row', { name: /^Mandag–fredag/ })).toContainText(`${slots[0]}–${slots.at(-1)}`);
  await expect(hours.getByRole('row', { name: /^Lørdag–søndag/ })).toContainText(copy.hours.closed);
  await expect(hours.getByRole('row', { name: copy.hours.holidays })).toContainText(copy.hours.closed);
  await expect(hours.getByRole('button')).toHaveCount(0);
  // Whole, with the fields of the next row: the visitor sees where to start typing without scrolling.
  for (const field of [fields(page).name, fields(page).email, fields(page).phone])
    await expect(field).toBeInViewport({ ratio: 1 });
});
