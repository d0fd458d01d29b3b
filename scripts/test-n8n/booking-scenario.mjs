// @ts-check
/**
 * The kept booking on the running n8n (docs/product.md#kept-bookings): a booking is a row before its
 * 200, then one team mail and one receipt whose calendar files parse; a retry and the same id twice
 * at once change nothing; a request without id gets one; bad input gets its field errors.
 */
import { randomUUID } from 'node:crypto';
import { bookingAccepted } from '../../src/lib/booking/contract.mjs';
import { isBookingId } from '../../src/lib/booking/booking-id.mjs';
import { bookingRows, mailsFor, parseIcs, postBooking, validBooking } from './bookings.mjs';
import { check, logMail, sleep, waitFor } from './harness.mjs';

/**
 * @typedef {object} BookingContext
 * @property {string} siteOrigin
 * @property {string} webhookBase
 * @property {string} staffBase
 * @property {string} databaseFile n8n's SQLite file
 * @property {import('./mailbox.mjs').Mailbox} mailbox
 * @property {{ teamAddress: string, sender: string, company: { email: string } }} mail the workflows' mail options
 */

/**
 * Waits until the booking's team mail and receipt are in, or 90 s have passed.
 * @param {BookingContext} context @param {string} bookingId
 */
async function mailsArrive({ mailbox, mail }, bookingId) {
  let found = mailsFor([], bookingId, mail.teamAddress);
  await waitFor(async () => {
    found = mailsFor(await mailbox.received(), bookingId, mail.teamAddress);
    return found.team.length > 0 && found.receipts.length > 0;
  }, 90_000);
  return found;
}

/** @param {BookingContext} context */
export async function keptBookingScenario(context) {
  const { siteOrigin, webhookBase, databaseFile, mail } = context;
  const booking = validBooking({
    name: 'Søren <b>Ærø</b>',
    email: 'soren@aeroe-test.dk',
    message: 'Linje 1\nLinje 2 <script>alert(1)</script>',
  });
  const bookingId = randomUUID();
  const good = await postBooking(webhookBase, siteOrigin, booking, bookingId);
  const rowsAtAnswer = (await bookingRows(databaseFile)).filter((row) => row.bookingId === bookingId);
  check(
    `booking: a valid booking gets 200 ${JSON.stringify(bookingAccepted('…'))} once it is a row in bookings (${good.status}, ${Math.round(good.ms)} ms)`,
    good.status === 200 &&
      JSON.stringify(good.json) === JSON.stringify(bookingAccepted(bookingId)) &&
      good.headers.get('access-control-allow-origin') === siteOrigin &&
      rowsAtAnswer.length === 1,
    { answer: good.text, rows: rowsAtAnswer.length },
  );

  const { team, receipts } = await mailsArrive(context, bookingId);
  check(
    `mails: one team mail and one receipt arrive (${team.length}, ${receipts.length})`,
    team.length === 1 && receipts.length === 1,
  );
  const [teamMail] = team;
  const [receipt] = receipts;
  logMail('the team mail', teamMail);
  logMail('the receipt', receipt);
  check(
    `mails: the team mail goes to ${mail.teamAddress}, From ${mail.sender}, Reply-To the visitor, with every field as text and no n8n footer`,
    !!teamMail &&
      teamMail.from.includes(mail.sender.replace(/^.*</, '').replace('>', '')) &&
      teamMail.replyTo.includes(booking.email) &&
      [booking.phone, booking.company, 'Linje 2 <script>alert(1)</script>', bookingId].every((part) =>
        teamMail.text.includes(part),
      ) &&
      !/n8n/i.test(teamMail.text),
    teamMail && { from: teamMail.from, replyTo: teamMail.replyTo, text: teamMail.text },
  );
  check(
    `mails: the receipt goes to the visitor, Reply-To ${mail.company.email}, names the time and repeats no free text but the name`,
    !!receipt &&
      receipt.to.join() === booking.email &&
      receipt.replyTo.includes(mail.company.email) &&
      receipt.text.includes('Søren <b>Ærø</b>') &&
      !receipt.text.includes('Linje') &&
      !receipt.text.includes(booking.company) &&
      !/n8n/i.test(receipt.text),
    receipt && { to: receipt.to, replyTo: receipt.replyTo, text: receipt.text },
  );
  const events = [teamMail, receipt].map((one) => {
    const file = one?.attachments.find((attachment) => attachment.fileName.endsWith('.ics'));
    try {
      return file ? { ...parseIcs(file.content), contentType: file.contentType } : null;
    } catch (error) {
      return { error: String(error) };
    }
  });
  const start = `${booking.preferredDate}T${booking.preferredTime}:00`;
  check(
    `mails: both .ics files parse with ical.js: ${start} Europe/Copenhagen, one UID, tentative; the team's titled with the prospect`,
    events.every(
      (event) =>
        event &&
        'start' in event &&
        event.start === start &&
        event.timezone === 'Europe/Copenhagen' &&
        event.uid.startsWith(`booking-${bookingId}@`) &&
        event.status === 'TENTATIVE' &&
        /text\/calendar/.test(event.contentType),
    ) && String(events[0] && 'summary' in events[0] && events[0].summary).includes('Søren'),
    events,
  );
  // The row is written back just after the mails go out.
  /** @type {Record<string, any> | undefined} */
  let row;
  const written = await waitFor(async () => {
    [row] = (await bookingRows(databaseFile)).filter((candidate) => candidate.bookingId === bookingId);
    return !!row?.receiptSentAt && !row.mailClaimedAt;
  }, 30_000);
  check(
    'booking: its row records both mails as sent (first tries), status ny, when it came in and a deletion date',
    written &&
      row?.status === 'ny' &&
      !!row.teamMailSentAt &&
      row.teamMailTries === 1 &&
      row.receiptTries === 1 &&
      !!row.receivedAt &&
      /^\d{4}-\d\d-\d\d$/.test(row.deleteAfter),
    row,
  );
  return { booking, bookingId };
}

/** @param {BookingContext} context @param {{ booking: Record<string, string>, bookingId: string }} first */
export async function repeatScenario(context, { booking, bookingId }) {
  const { siteOrigin, webhookBase, databaseFile, mailbox, mail } = context;
  const retry = await postBooking(webhookBase, siteOrigin, booking, bookingId);
  await sleep(5000);
  const again = mailsFor(await mailbox.received(), bookingId, mail.teamAddress);
  const rows = (await bookingRows(databaseFile)).filter((row) => row.bookingId === bookingId);
  check(
    `booking: its retry gets the same 200 (${retry.status}) and gives no second row or mail (${rows.length} row, ${again.team.length}+${again.receipts.length} mails)`,
    retry.status === 200 &&
      retry.json?.bookingId === bookingId &&
      rows.length === 1 &&
      again.team.length === 1 &&
      again.receipts.length === 1,
    retry.text,
  );

  const twiceId = randomUUID();
  const twice = validBooking({ name: 'Dobbelt Klik', email: 'dobbelt@klik-test.dk' });
  const answers = await Promise.all([0, 1].map(() => postBooking(webhookBase, siteOrigin, twice, twiceId)));
  const twiceMails = await mailsArrive(context, twiceId);
  await sleep(5000);
  const settled = mailsFor(await mailbox.received(), twiceId, mail.teamAddress);
  const twiceRows = (await bookingRows(databaseFile)).filter((row) => row.bookingId === twiceId);
  check(
    `booking: one new id sent twice at once: ${answers.map((answer) => answer.status).join(' and ')}, ${twiceRows.length} row, ${settled.team.length} team mail, ${settled.receipts.length} receipt`,
    answers.every((answer) => answer.status === 200 && answer.json?.bookingId === twiceId) &&
      twiceRows.length === 1 &&
      twiceMails.team.length === 1 &&
      settled.team.length === 1 &&
      settled.receipts.length === 1,
    answers.map((answer) => answer.text),
  );

  const withoutId = await postBooking(webhookBase, siteOrigin, validBooking({ email: 'uden-id@example-test.dk' }));
  const madeId = withoutId.json?.bookingId;
  const madeRows = (await bookingRows(databaseFile)).filter((row) => row.bookingId === madeId);
  check(
    `booking: without bookingId it gets 200 with a UUID the server made (${madeId}), kept under it`,
    withoutId.status === 200 && isBookingId(madeId) && madeRows.length === 1,
    withoutId.text,
  );

  const bad = await postBooking(webhookBase, siteOrigin, { ...booking, email: 'ikke-en-adresse', extra: 1 });
  check(
    `booking: a bad booking gets 400 with the field errors (${bad.status})`,
    bad.status === 400 && typeof bad.json?.fields?.email === 'string' && typeof bad.json?.fields?.extra === 'string',
    bad.text,
  );
}
