// @ts-check
/**
 * `POST /login` in the staff workflow: the headers checked before anything reads the body, the
 * request, who is logging in (a device token verified by n8n's JWT node, a one-time code, or neither),
 * then the attempt recorded before anything is decided or hashed, decided from the records, a refused
 * attempt's row deleted at once, and only an admitted attempt reaching the password check. A right
 * password gets a session token and a device token, both signed by n8n's JWT node, and a `success`
 * record; a one-time code that let it in is used up.
 */
import { loginLimits } from '../../../src/lib/staff/api-contract.mjs';
import {
  checkLoginHeadersCode,
  checkPasswordCode,
  decideAttemptCode,
  identifyLoginCode,
  loginAnswerCode,
  readLoginCode,
} from './code.mjs';
import { nodeNames as names, tables } from './names.mjs';
import { routeConnections } from './program.mjs';
import { codeNode, columnsParameter, dataTable, headersOnly, ifTrue, jwtSign, jwtVerify, webhook } from './nodes.mjs';

/** @typedef {import('./nodes.mjs').NodeGroup} NodeGroup */

const first = (/** @type {string} */ name) => `$('${name}').first().json`;
/** @param {string} column @param {string} value @returns {object} */
const byColumn = (column, value) => ({
  operation: 'deleteRows',
  matchType: 'allConditions',
  filters: { conditions: [{ keyName: column, condition: 'eq', keyValue: value }] },
  options: {},
});

/** @param {{ origin: string, addressHeader: string }} settings @returns {NodeGroup} */
export const loginAttemptGroup = (settings) => ({
  nodes: [
    webhook(names.login, 'login', 'POST', settings.origin, [0, 0]),
    headersOnly(names.loginHeaders, 1, [220, 0]),
    codeNode(names.checkLoginHeaders, checkLoginHeadersCode(), [440, 0]),
    ifTrue(names.loginHeadersOk, 14, 'ok', [660, 0]),
    codeNode(names.readLogin, readLoginCode(settings), [880, 0]),
    ifTrue(names.loginOk, 1, 'ok', [1100, 0]),
    // An invalid, expired or missing device token is an unknown device's login, never a refusal.
    jwtVerify(names.verifyDevice, [1320, -100], { token: "$json.deviceToken ?? ''", continueOnFailure: true }),
    dataTable(names.readHash, tables.settings, { operation: 'get', returnAll: false, limit: 1 }, [1540, -100], {
      alwaysOutputData: true,
    }),
    dataTable(
      names.readCodes,
      tables.codes,
      {
        operation: 'get',
        matchType: 'allConditions',
        filters: { conditions: [{ keyName: 'expiresAt', condition: 'gt', keyValue: '={{ $now.toMillis() }}' }] },
        returnAll: true,
      },
      [1760, -100],
      { alwaysOutputData: true },
    ),
    codeNode(names.identify, identifyLoginCode(), [1980, -100]),
    ifTrue(names.identified, 15, 'ok', [2200, -100]),
    dataTable(
      names.recordAttempt,
      tables.attempts,
      {
        operation: 'insert',
        columns: columnsParameter({
          address: ['={{ $json.address }}', 'string'],
          device: ['={{ $json.device }}', 'string'],
          at: ['={{ $json.at }}', 'number'],
          kind: ['try', 'string'],
        }),
        options: {},
      },
      [2420, -200],
    ),
    dataTable(
      names.readAttempts,
      tables.attempts,
      {
        operation: 'get',
        matchType: 'allConditions',
        filters: {
          conditions: [{ keyName: 'at', condition: 'gt', keyValue: `={{ $json.at - ${loginLimits.keepRecordsMs} }}` }],
        },
        returnAll: true,
      },
      [2640, -200],
    ),
    codeNode(names.decideAttempt, decideAttemptCode(), [2860, -200]),
    ifTrue(names.admitted, 2, 'admitted', [3080, -200]),
    // A refused attempt changes no later decision: its row goes at once, so the table stays small.
    dataTable(names.deleteRefused, tables.attempts, byColumn('id', '={{ $json.attemptId }}'), [3300, -100]),
  ],
  // The whole route's wiring, the password's part included, from its program.
  connections: routeConnections('login'),
});

/** @returns {NodeGroup} */
export const passwordGroup = () => ({
  nodes: [
    codeNode(names.checkPassword, checkPasswordCode(), [3300, -300]),
    ifTrue(names.right, 3, 'right', [3520, -300]),
    jwtSign(names.sign, `${first(names.checkPassword)}.claims.session`, [3740, -400]),
    jwtSign(names.signDevice, `${first(names.checkPassword)}.claims.device`, [3960, -400]),
    dataTable(
      names.recordSuccess,
      tables.attempts,
      {
        operation: 'insert',
        columns: columnsParameter({
          address: [`={{ ${first(names.identify)}.address }}`, 'string'],
          device: [`={{ ${first(names.identify)}.device }}`, 'string'],
          at: ['={{ $now.toMillis() }}', 'number'],
          kind: ['success', 'string'],
        }),
        options: {},
      },
      [4180, -400],
    ),
    // The one-time code that let this login in is used up (row id 0 is none: nothing to delete).
    dataTable(
      names.deleteUsedCode,
      tables.codes,
      byColumn('id', `={{ ${first(names.identify)}.codeRowId ?? 0 }}`),
      [4400, -400],
      { alwaysOutputData: true },
    ),
    codeNode(names.loginAnswer, loginAnswerCode(), [4620, -400]),
  ],
  connections: {},
});

/** Fed by the attempt's decision beside its answer: drops records too old to change any decision. */
/** @returns {NodeGroup} */
export const cleanupGroup = () => ({
  nodes: [
    dataTable(
      names.deleteOld,
      tables.attempts,
      {
        operation: 'deleteRows',
        matchType: 'allConditions',
        filters: { conditions: [{ keyName: 'at', condition: 'lt', keyValue: '={{ $json.deleteBefore }}' }] },
        options: {},
      },
      [3080, 0],
    ),
  ],
  connections: {},
});
