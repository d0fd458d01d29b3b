// @ts-check
/**
 * `POST /login` in the staff workflow: the attempt is recorded before anything is decided or
 * hashed, decided from the records, and only an admitted attempt reaches the password check; a
 * right password gets a token signed by n8n's JWT node and a `success` record.
 */
import { loginLimits } from '../../src/lib/staff/api-contract.mjs';
import { checkPasswordCode, decideAttemptCode, loginAnswerCode, readLoginCode } from './code.mjs';
import { nodeNames as names, tables } from './names.mjs';
import { codeNode, columnsParameter, dataTable, ifTrue, jwtSign, link, webhook } from './nodes.mjs';

/** @typedef {import('./nodes.mjs').NodeGroup} NodeGroup */

const respond = link(names.respond);

/** @param {{ origin: string, addressHeader: string }} settings @returns {NodeGroup} */
export const loginAttemptGroup = (settings) => ({
  nodes: [
    webhook(names.login, 'login', 'POST', settings.origin, [0, 0]),
    codeNode(names.readLogin, readLoginCode(settings), [220, 0]),
    ifTrue(names.loginOk, 1, 'ok', [440, 0]),
    dataTable(
      names.recordAttempt,
      tables.attempts,
      {
        operation: 'insert',
        columns: columnsParameter({
          address: ['={{ $json.address }}', 'string'],
          at: ['={{ $json.at }}', 'number'],
          kind: ['try', 'string'],
        }),
        options: {},
      },
      [660, -100],
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
      [880, -100],
    ),
    codeNode(names.decideAttempt, decideAttemptCode(), [1100, -100]),
    ifTrue(names.admitted, 2, 'admitted', [1320, -100]),
  ],
  connections: {
    [names.login]: { main: [link(names.readLogin)] },
    [names.readLogin]: { main: [link(names.loginOk)] },
    [names.loginOk]: { main: [link(names.recordAttempt), respond] },
    [names.recordAttempt]: { main: [link(names.readAttempts)] },
    [names.readAttempts]: { main: [link(names.decideAttempt)] },
    [names.decideAttempt]: { main: [[...link(names.admitted), ...link(names.deleteOld)]] },
    [names.admitted]: { main: [link(names.readHash), respond] },
  },
});

/** @returns {NodeGroup} */
export const passwordGroup = () => ({
  nodes: [
    dataTable(names.readHash, tables.settings, { operation: 'get', returnAll: false, limit: 1 }, [1540, -200], {
      alwaysOutputData: true,
    }),
    codeNode(names.checkPassword, checkPasswordCode(), [1760, -200]),
    ifTrue(names.right, 3, 'right', [1980, -200]),
    jwtSign(names.sign, [2200, -300]),
    dataTable(
      names.recordSuccess,
      tables.attempts,
      {
        operation: 'insert',
        columns: columnsParameter({
          address: [`={{ $('${names.readLogin}').first().json.address }}`, 'string'],
          at: ['={{ $now.toMillis() }}', 'number'],
          kind: ['success', 'string'],
        }),
        options: {},
      },
      [2420, -300],
    ),
    codeNode(names.loginAnswer, loginAnswerCode(), [2640, -300]),
  ],
  connections: {
    [names.readHash]: { main: [link(names.checkPassword)] },
    [names.checkPassword]: { main: [link(names.right)] },
    [names.right]: { main: [link(names.sign), respond] },
    [names.sign]: { main: [link(names.recordSuccess)] },
    [names.recordSuccess]: { main: [link(names.loginAnswer)] },
    [names.loginAnswer]: { main: [respond] },
  },
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
      [1320, 100],
    ),
  ],
  connections: {},
});
