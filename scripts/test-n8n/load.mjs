// @ts-check
/**
 * A bounded load run on loopback (the workflow generated with 1,000 receipts an hour): 300 bookings
 * with 300 addresses at concurrency 20, the same 300 again (retries), then 5 more to one address at
 * once. Exactly 305 rows, 305 team mails and 303 receipts must come of it (that address gets 3, the
 * daily cap), with the answer times printed. Returns the answer times.
 */
import { randomUUID } from 'node:crypto';
import { bookingIdOf, bookingRows, postBooking, validBooking } from './bookings.mjs';
import { check, log, sleep, waitFor } from './harness.mjs';

/** @typedef {import('./booking-scenario.mjs').BookingContext} BookingContext */

/** @param {number[]} sorted @param {number} share */
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

/**
 * Sends every job, at most `concurrency` at a time.
 * @template T @param {(() => Promise<T>)[]} jobs @param {number} concurrency @returns {Promise<T[]>}
 */
async function pool(jobs, concurrency) {
  /** @type {T[]} */
  const results = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/** @param {string} label @param {{ status: number, ms: number, text: string }[]} answers */
function report(label, answers) {
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const statuses = [...new Set(answers.map((answer) => answer.status))]
    .map((status) => `${status} ×${answers.filter((answer) => answer.status === status).length}`)
    .join(', ');
  log(
    `${label}: ${answers.length} answers (status ${statuses}), p50 ${Math.round(percentile(times, 0.5))} ms, p95 ${Math.round(percentile(times, 0.95))} ms, max ${Math.round(times.at(-1) ?? 0)} ms`,
  );
  const others = [
    ...new Set(answers.filter((answer) => answer.status !== 200).map((answer) => answer.text.slice(0, 160))),
  ];
  if (others.length > 0) log(`${label}: answers other than 200: ${others.slice(0, 3).join(' | ')}`);
  return answers.every((answer) => answer.status === 200);
}

/**
 * @param {Pick<BookingContext, 'siteOrigin' | 'webhookBase' | 'mailbox'> & { mail: { teamAddress: string }, databaseFile?: string,
 *   readRows?: () => Promise<Record<string, any>[]>, timeoutMs?: number }} context `readRows`: the store's rows
 *   (default: the Data Table in n8n's SQLite file `databaseFile`); `timeoutMs` how long one answer may take (30 s)
 */
export async function loadRun({
  siteOrigin,
  webhookBase,
  databaseFile = '',
  mailbox,
  mail,
  readRows = () => bookingRows(databaseFile),
  timeoutMs = 30_000,
}) {
  const run = randomUUID().slice(0, 8);
  const bookings = Array.from({ length: 300 }, (_, i) => ({
    id: randomUUID(),
    body: validBooking({ name: `Last ${i}`, email: `last-${i}-${run}@load-test.dk` }),
  }));
  const capped = Array.from({ length: 5 }, (_, i) => ({
    id: randomUUID(),
    body: validBooking({ name: `Samme adresse ${i}`, email: `samme-${run}@load-test.dk` }),
  }));
  // No answer within `timeoutMs` is an answer like any other than 200 (counted, the run goes on), as the form's
  // visitor sees it: an error, the values kept for a retry.
  const send = (/** @type {{ id: string, body: object }} */ one) => () =>
    postBooking(webhookBase, siteOrigin, one.body, one.id, timeoutMs).catch((/** @type {Error} */ error) => ({
      status: 0,
      json: undefined,
      text: `no answer within ${timeoutMs / 1000} s (${error.name})`,
      ms: timeoutMs,
    }));
  const mailsBefore = (await mailbox.received()).length;
  const started = Date.now();
  const first = await pool(bookings.map(send), 20);
  const again = await pool(bookings.map(send), 20);
  const same = await Promise.all(capped.map((one) => send(one)()));
  const allAnswered = [
    report('300 new bookings', first),
    report('the same 300 again', again),
    report('5 to one address', same),
  ];
  check(
    `load: all ${first.length + again.length + same.length} answers are 200 with their own bookingId (${Math.round((Date.now() - started) / 1000)} s)`,
    allAnswered.every(Boolean) &&
      [...first, ...again].every((answer, i) => answer.json?.bookingId === bookings[i % 300].id) &&
      same.every((answer, i) => answer.json?.bookingId === capped[i].id),
  );

  const ids = new Set([...bookings, ...capped].map((one) => String(one.id)));
  const count = async () => {
    const mails = (await mailbox.received()).slice(mailsBefore);
    const about = mails.filter((one) => ids.has(bookingIdOf(one) ?? ''));
    return {
      team: about.filter((one) => one.to.includes(mail.teamAddress)).length,
      receipts: about.filter((one) => !one.to.includes(mail.teamAddress)).length,
      capped: about.filter((one) => one.to.includes(`samme-${run}@load-test.dk`)).length,
    };
  };
  await waitFor(async () => {
    const { team, receipts } = await count();
    return team >= 305 && receipts >= 303;
  }, 600_000);
  // Anything sent twice would arrive now.
  await sleep(10_000);
  const counted = await count();
  const rows = (await readRows()).filter((row) => ids.has(row.bookingId));
  const skipped = rows.filter((row) => row.receiptSkipped).length;
  check(
    `load: exactly 305 rows (${rows.length}), 305 team mails (${counted.team}), 303 receipts (${counted.receipts}; the shared address got ${counted.capped}, ${skipped} skipped and recorded)`,
    rows.length === 305 && counted.team === 305 && counted.receipts === 303 && counted.capped === 3 && skipped === 2,
    counted,
  );
  const times = [...first, ...again, ...same].map((answer) => answer.ms).sort((a, b) => a - b);
  return {
    requests: times.length,
    rows: rows.length,
    teamMails: counted.team,
    receipts: counted.receipts,
    p50ms: Math.round(percentile(times, 0.5)),
    p95ms: Math.round(percentile(times, 0.95)),
    over15s: times.filter((ms) => ms > 15_000).length,
    notOk: [...first, ...again, ...same].filter((answer) => answer.status !== 200).length,
  };
}
