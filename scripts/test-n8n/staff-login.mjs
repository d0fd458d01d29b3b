// @ts-check
/**
 * The staff API's login on the running n8n: a browser's preflight on every route and on the booking
 * webhook, a wrong and a right password, the lock, and 20 parallel wrong logins.
 */
import { join } from 'node:path';
import { tables } from '../n8n/build-staff-workflow.mjs';
import {
  isLoginAnswer,
  staffMessages,
  staffRoutes,
  TOKEN_LIFETIME_SECONDS,
} from '../../src/lib/staff/api-contract.mjs';
import { verifyStaffToken } from '../../src/lib/staff/jwt.mjs';
import { check, headerList, request } from './harness.mjs';
import { dataTableStorage, openDatabase } from './instance.mjs';

/**
 * @typedef {object} StaffContext
 * @property {string} siteOrigin the browser origin the workflows were generated for
 * @property {string} webhookBase n8n's `/webhook` URL
 * @property {string} staffBase the staff API's base URL
 * @property {string} password the staff password whose hash is in the table
 * @property {string} jwtSecret the JWT credential's secret
 * @property {Awaited<ReturnType<typeof import('../local-backend/staff-api.mjs').startStaffApi>>} provider the provider's stand-in
 * @property {string} userFolder n8n's user folder (its database)
 */

/**
 * Preflights, login, the lock and parallel logins; returns a token for the next steps.
 * @param {StaffContext} context
 */
export async function staffLoginScenario({ siteOrigin, webhookBase, staffBase, password, jwtSecret, userFolder }) {
  const origin = { Origin: siteOrigin };
  const from = (/** @type {string} */ address) => ({ ...origin, 'X-Real-IP': address });

  // A browser's preflight on every route.
  for (const [route, { method, path, staff, token }] of Object.entries(staffRoutes)) {
    const askedHeaders = token ? 'authorization,content-type' : 'content-type';
    const answer = await request('OPTIONS', `${staffBase}${path}`, {
      headers: {
        Origin: siteOrigin,
        'Access-Control-Request-Method': method,
        'Access-Control-Request-Headers': askedHeaders,
      },
    });
    const allowOrigin = answer.headers.get('access-control-allow-origin');
    const methods = headerList(answer.headers, 'access-control-allow-methods');
    const allowHeaders = headerList(answer.headers, 'access-control-allow-headers');
    check(
      `preflight ${method} ${path}: ${answer.status}, origin ${allowOrigin}, methods ${methods}, headers ${allowHeaders}`,
      answer.status >= 200 &&
        answer.status < 300 &&
        (allowOrigin === siteOrigin || (!staff && allowOrigin === '*')) &&
        methods.includes(method.toLowerCase()) &&
        askedHeaders.split(',').every((header) => allowHeaders.includes(header) || allowHeaders.includes('*')),
      { status: answer.status, headers: Object.fromEntries(answer.headers) },
    );
    if (staff) {
      const foreign = await request('OPTIONS', `${staffBase}${path}`, {
        headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': method },
      });
      const leaked = foreign.headers.get('access-control-allow-origin');
      check(
        `preflight ${method} ${path} from another origin is not allowed (${route})`,
        leaked !== 'https://elsewhere.example' && leaked !== '*',
        { status: foreign.status, headers: Object.fromEntries(foreign.headers) },
      );
    }
  }
  {
    const answer = await request('OPTIONS', `${webhookBase}/booking`, {
      headers: {
        Origin: siteOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    check(
      'preflight POST /booking',
      answer.status < 300 && answer.headers.get('access-control-allow-origin') === siteOrigin,
      { status: answer.status, headers: Object.fromEntries(answer.headers) },
    );
  }

  // Login: wrong, right.
  const wrong = await request('POST', `${staffBase}/login`, {
    headers: from('203.0.113.1'),
    body: { password: 'forkert' },
  });
  check(
    `login: a wrong password gets 401 "${staffMessages.wrongPassword}" with 4 attempts left (${wrong.status})`,
    wrong.status === 401 &&
      wrong.json?.error === staffMessages.wrongPassword &&
      wrong.json?.attemptsLeft === 4 &&
      wrong.headers.get('access-control-allow-origin') === siteOrigin,
    { status: wrong.status, body: wrong.text, allowOrigin: wrong.headers.get('access-control-allow-origin') },
  );
  const right = await request('POST', `${staffBase}/login`, { headers: from('203.0.113.1'), body: { password } });
  const token = typeof right.json?.token === 'string' ? right.json.token : '';
  const expiresIn = (Date.parse(right.json?.expiresAt) - Date.now()) / 1000;
  check(
    `login: the right password gets 200 with a token for 8 hours and a device token (${right.status})`,
    right.status === 200 &&
      token.split('.').length === 3 &&
      Math.abs(expiresIn - TOKEN_LIFETIME_SECONDS) < 120 &&
      isLoginAnswer(right.json),
    right.text,
  );
  const tokenCheck = await verifyStaffToken(jwtSecret, token, new Date());
  check("login: n8n's token verifies with the shared secret and the site's own JWT module", tokenCheck.ok, tokenCheck);
  const badBody = await request('POST', `${staffBase}/login`, { headers: from('203.0.113.1'), body: { password: 7 } });
  check(
    `login: a bad body gets 400 with a Danish error (${badBody.status})`,
    badBody.status === 400 && typeof badBody.json?.fields?.password === 'string',
    badBody.text,
  );

  // The lock: five wrong passwords, then 429 even for the right one.
  const fiveWrong = [];
  for (let i = 0; i < 5; i++) {
    const answer = await request('POST', `${staffBase}/login`, {
      headers: from('203.0.113.2'),
      body: { password: `forkert-${i}` },
    });
    fiveWrong.push(`${answer.status}:${answer.json?.attemptsLeft}`);
  }
  check(
    `lock: five wrong passwords from one address count down (${fiveWrong.join(' ')})`,
    fiveWrong.join(' ') === '401:4 401:3 401:2 401:1 401:0',
  );
  const sixth = await request('POST', `${staffBase}/login`, {
    headers: from('203.0.113.2'),
    body: { password: 'forkert-6' },
  });
  check(
    `lock: the sixth wrong try gets 429 with retryAfterSeconds (${sixth.status}, ${sixth.json?.retryAfterSeconds} s)`,
    sixth.status === 429 && sixth.json?.retryAfterSeconds > 800 && sixth.json?.retryAfterSeconds <= 900,
    sixth.text,
  );
  const lockedRight = await request('POST', `${staffBase}/login`, { headers: from('203.0.113.2'), body: { password } });
  check(
    `lock: the right password from the locked address gets 429 too (${lockedRight.status})`,
    lockedRight.status === 429 && typeof lockedRight.json?.retryAfterSeconds === 'number',
    lockedRight.text,
  );
  const otherAddress = await request('POST', `${staffBase}/login`, {
    headers: from('203.0.113.9'),
    body: { password },
  });
  check(
    `lock: another address still logs in (${otherAddress.status})`,
    otherAddress.status === 200 && typeof otherAddress.json?.token === 'string',
    otherAddress.text,
  );

  // 20 parallel wrong logins from a third address: at most 5 reach the password check.
  const parallel = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      request('POST', `${staffBase}/login`, {
        headers: from('203.0.113.3'),
        body: { password: `parallel-${i}` },
        timeoutMs: 180_000,
      }),
    ),
  );
  const statuses = parallel.map((answer) => answer.status);
  const checked = statuses.filter((status) => status === 401).length;
  const refused = statuses.filter((status) => status === 429).length;
  check(
    `parallel: 20 wrong logins at once, ${checked} checked (401) and ${refused} refused (429), none an empty 200`,
    checked === 5 && refused === 15,
    statuses,
  );
  {
    const db = await openDatabase(join(userFolder, '.n8n', 'database.sqlite'));
    try {
      const attemptsTable = dataTableStorage(db, tables.attempts);
      const rows = /** @type {{ n: number }} */ (
        db.prepare(`SELECT COUNT(*) AS n FROM ${attemptsTable} WHERE address = ? AND kind = 'try'`).get('203.0.113.3')
      );
      check(
        `parallel: the 15 refused attempts' rows were deleted at once, the 5 checked ones kept in ${tables.attempts} (${rows.n})`,
        rows.n === 5,
      );
    } finally {
      db.close();
    }
  }
  return token;
}
