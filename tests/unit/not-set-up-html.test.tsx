/**
 * What the booking form, the voice demo and the staff panel show when the deployer has not set them up
 * (no PUBLIC_BOOKING_WEBHOOK_URL, no PUBLIC_VAPI_* keys, no PUBLIC_STAFF_API_URL) is valid, accessible
 * HTML. The build test sets every variable, so no built page shows these states; here each island is
 * server-rendered with the props its page passes, as Astro does, into a minimal document and checked
 * by the same html-validate rules as the built site.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { bookingCalendar } from '../../src/config/booking-calendar.mjs';
import {
  bookingHref,
  company,
  demoAgentName,
  emailHref,
  phoneHref,
  privacyHref,
  registeredName,
} from '../../src/config/site';
import { initialCallState } from '../../src/lib/demo/call-machine';
import { fill } from '../../src/lib/placeholders';
import BookingForm from '../../src/islands/booking/BookingForm';
import { CallScreen } from '../../src/islands/demo/CallScreen';
import StaffPanel from '../../src/islands/staff/StaffPanel';
import { htmlProblems } from './fixtures/html-validation';
import { bookingFormTexts, demoTexts, gateTexts } from './fixtures/page-entries';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The page around an island's server HTML: just enough for a valid document. */
const documentAround = (markup: string) =>
  `<!DOCTYPE html>
<html lang="da">
  <head>
    <meta charset="utf-8" />
    <title>Ikke sat op</title>
  </head>
  <body>
    <main>
      <h1>Ikke sat op</h1>
      ${markup}
    </main>
  </body>
</html>
`;

/** The validation problems of `markup` as the body of a page. */
async function problemsOf(markup: string): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'not-set-up-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'index.html'), documentAround(markup));
  return htmlProblems(dir);
}

const states: [string, ReactElement, string][] = [
  [
    'the booking form without a webhook',
    <BookingForm
      webhookUrl=""
      contact={{ email: company.email, emailHref, phone: company.phone, phoneHref }}
      companyName={registeredName}
      privacyHref={privacyHref}
      calendar={bookingCalendar}
      texts={bookingFormTexts}
    />,
    bookingFormTexts.unavailableTitle,
  ],
  [
    // Shown once the visitor has pressed call and the agent takes calls.
    'the demo’s answer without the voice provider keys',
    <CallScreen
      state={{ ...initialCallState, status: 'error', problem: 'not-set-up' }}
      agentName={demoAgentName}
      bookingHref={bookingHref}
      texts={demoTexts}
    />,
    fill(demoTexts.phone.notSetUp, { agent: demoAgentName }),
  ],
  ['the staff panel without a staff API', <StaffPanel apiUrl="" texts={gateTexts} />, gateTexts.notSetUpTitle],
];

describe('the islands’ "not set up" states', () => {
  it.each(states)('%s is valid HTML', async (_, island, shows) => {
    const markup = renderToStaticMarkup(island);
    // The state itself is rendered, not the set-up island.
    expect(markup).toContain(shows);
    expect(markup).not.toContain('<form');
    expect(await problemsOf(markup)).toEqual([]);
  });

  it('tells a visitor on /staff in plain Danish, names no setting and leads back home', () => {
    const markup = renderToStaticMarkup(<StaffPanel apiUrl="" texts={gateTexts} />);
    expect(markup).toContain(gateTexts.notSetUpText);
    // The variable to set is the build's warning and the docs' (docs/deploy.md), not the visitor's concern.
    expect(markup).not.toMatch(/PUBLIC_|_URL|API/);
    expect(markup).toMatch(new RegExp(`<a href="/"[^>]*>.*${gateTexts.homeLink}</a>`));
  });

  it('would report a problem in such markup (the check can fail)', async () => {
    const [, bookingUnavailable] = states[0]!;
    const broken = `${renderToStaticMarkup(bookingUnavailable)}<a href="${emailHref}"></a><p id="x"></p><p id="x"></p>`;
    const rules = (await problemsOf(broken)).map((problem) => problem.split(' ')[1]);
    expect(rules).toEqual(['wcag/h30:', 'no-dup-id:']);
  });
});
