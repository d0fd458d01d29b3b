// @ts-check
/**
 * The start-up `200` (docs/product.md#booking-form-states): while n8n starts, every webhook answers
 * `200 "n8n is starting up. Please wait"`. The booking form's own submit (src/lib/booking/submit.ts)
 * must count only the contract's answer as sent: proven against a stand-in that always answers so,
 * and against the real n8n while it restarts (whatever it answers in that window is recorded).
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { submitBooking } from '../../src/lib/booking/submit.ts';
import { validBooking } from './bookings.mjs';
import { check, log, sleep } from './harness.mjs';

/** n8n's answer to every request until its routes are up. */
const STARTING_UP = 'n8n is starting up. Please wait';

/** @param {string} url */
async function submitOnce(url) {
  /** @type {{ status: number, text: string } | null} */
  let raw = null;
  /** @type {typeof fetch} */
  const recording = async (input, init) => {
    const response = await fetch(input, init);
    const text = await response.clone().text();
    raw = { status: response.status, text };
    return response;
  };
  const result = await submitBooking({
    url,
    bookingId: randomUUID(),
    payload: validBooking({ email: 'opstart@startup-test.dk' }),
    fetch: recording,
    timeoutMs: 10_000,
  });
  return { result, raw: /** @type {{ status: number, text: string } | null} */ (raw) };
}

/** The form's submit against a stand-in that answers as n8n does while it starts. */
export async function startupStandInScenario() {
  const server = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end(STARTING_UP);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    const { result, raw } = await submitOnce(`http://127.0.0.1:${port}/webhook/booking`);
    check(
      `start-up: the form's submit does not count a 200 "${STARTING_UP}" (stand-in) as sent (${result.kind})`,
      raw?.status === 200 && result.kind === 'unconfirmed',
      { result, raw },
    );
  } finally {
    server.close();
  }
}

/**
 * Keeps submitting bookings as the form does until `stop()`; for the window while n8n (re)starts.
 * @param {string} webhookBase
 */
export function startupProbe(webhookBase) {
  let running = true;
  /** @type {{ kind: string, status: number | null, startingUp: boolean }[]} */
  const seen = [];
  const loop = (async () => {
    while (running) {
      const { result, raw } = await submitOnce(`${webhookBase}/booking`).catch(() => ({
        result: { kind: 'network-error' },
        raw: null,
      }));
      seen.push({
        kind: result.kind,
        status: raw?.status ?? null,
        startingUp: Boolean(raw?.text.includes(STARTING_UP)),
      });
      await sleep(200);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const startingUp = seen.filter((answer) => answer.startingUp);
      const counts = Object.entries(
        seen.reduce(
          (all, { kind }) => ({ ...all, [kind]: (all[kind] ?? 0) + 1 }),
          /** @type {Record<string, number>} */ ({}),
        ),
      )
        .map(([kind, n]) => `${n} ${kind}`)
        .join(', ');
      log(`start-up: ${seen.length} bookings sent while n8n restarted: ${counts}`);
      check(
        `start-up: on the real n8n, none of ${startingUp.length} "${STARTING_UP}" answers counted as sent`,
        startingUp.every((answer) => answer.kind === 'unconfirmed'),
        seen,
      );
    },
  };
}
