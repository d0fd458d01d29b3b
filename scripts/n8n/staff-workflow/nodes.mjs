// @ts-check
/**
 * Builders for the staff workflow's n8n nodes and connections. Node types, versions and parameter
 * names follow n8n's own node definitions (packages/nodes-base). A node gets its id from its place
 * in the workflow (`numberNodes`), so the ids stay the same from one generation to the next.
 */
import { credentialNames, WEBHOOK_BASE } from './names.mjs';

/** @typedef {[number, number]} Position */
/** @typedef {'string' | 'number' | 'boolean' | 'date'} ColumnType */
/**
 * @typedef {object} WorkflowNode
 * @property {object} parameters
 * @property {string} name
 * @property {string} type
 * @property {number} typeVersion
 * @property {Position} position
 */
/** @typedef {{ node: string, type: 'main', index: number }[]} Targets */
/** @typedef {Record<string, { main: Targets[] }>} Connections */
/** A part of the workflow: its nodes, in order, and the connections that leave them. */
/** @typedef {{ nodes: WorkflowNode[], connections: Connections }} NodeGroup */

const idPrefix = '7c4e1a20-3b5d-4f6a-9c8b-';

/**
 * @param {string} name @param {string} type @param {number} typeVersion @param {Position} position
 * @param {object} parameters @param {object} [extra] node settings beside the parameters
 * @returns {WorkflowNode}
 */
export const node = (name, type, typeVersion, position, parameters, extra = {}) => ({
  parameters,
  name,
  type: `n8n-nodes-base.${type}`,
  typeVersion,
  position,
  ...extra,
});

/**
 * The nodes with their ids (and each Webhook node's webhook id), numbered from 1 in order.
 * @param {WorkflowNode[]} nodes
 * @param {string} [prefix] the first parts of a UUID, one per workflow
 */
export const numberNodes = (nodes, prefix = idPrefix) =>
  nodes.map(({ parameters, ...rest }, index) => {
    const n = index + 1;
    const webhookId = rest.type === 'n8n-nodes-base.webhook' ? `${prefix}0000000a${String(n).padStart(4, '0')}` : null;
    return { parameters, id: `${prefix}${String(n).padStart(12, '0')}`, ...rest, ...(webhookId && { webhookId }) };
  });

/** @param {string} to @returns {Targets} */
export const link = (to) => [{ node: to, type: 'main', index: 0 }];

/** @param {string} name @param {string} jsCode @param {Position} position */
export const codeNode = (name, jsCode, position) => node(name, 'code', 2, position, { jsCode });

/**
 * @param {string} name @param {string} path @param {'GET' | 'POST'} method
 * @param {string} allowedOrigins @param {Position} position
 */
export const webhook = (name, path, method, allowedOrigins, position) =>
  node(name, 'webhook', 2.1, position, {
    httpMethod: method,
    path: `${WEBHOOK_BASE}/${path}`,
    responseMode: 'responseNode',
    options: { allowedOrigins },
  });

/**
 * An If node on an expression being true; `n` numbers its condition.
 * @param {string} name @param {number} n @param {string} expression inside `{{ }}` @param {Position} position
 */
export const ifExpression = (name, n, expression, position) =>
  node(name, 'if', 2.2, position, {
    conditions: {
      options: { caseSensitive: true, leftValue: '', typeValidation: 'loose', version: 2 },
      conditions: [
        {
          id: `${idPrefix}${String(n).padStart(12, '0')}`,
          leftValue: `={{ ${expression} }}`,
          rightValue: '',
          operator: { type: 'boolean', operation: 'true', singleValue: true },
        },
      ],
      combinator: 'and',
    },
    options: {},
  });

/**
 * An If node on one boolean field of the item being true.
 * @param {string} name @param {number} n @param {string} field @param {Position} position
 */
export const ifTrue = (name, n, field, position) => ifExpression(name, n, `$json.${field}`, position);

/**
 * A Data Table row operation on a table referred to by name (ids differ between instances).
 * @param {string} name @param {string} table @param {object} operation @param {Position} position
 * @param {object} [extra]
 */
export const dataTable = (name, table, operation, position, extra = {}) =>
  node(
    name,
    'dataTable',
    1,
    position,
    { resource: 'row', dataTableId: { __rl: true, mode: 'name', value: table }, ...operation },
    extra,
  );

/**
 * A Data Table update of the rows that match every one of `conditions`, writing `columns`.
 * @param {object[]} conditions Data Table filter conditions, all of which must hold
 * @param {Record<string, [string, ColumnType]>} columns column → [value, type]
 */
export const updateRows = (conditions, columns) => ({
  operation: 'update',
  matchType: 'allConditions',
  filters: { conditions },
  columns: columnsParameter(columns),
  options: {},
});

export const getAllRows = Object.freeze({ operation: 'get', returnAll: true });
export const insertItems = Object.freeze({
  operation: 'insert',
  columns: { mappingMode: 'autoMapInputData', value: {} },
  options: {},
});

/**
 * Creates a Data Table unless it exists.
 * @param {string} name @param {string} table @param {[string, ColumnType][]} columns @param {Position} position
 */
export const createTable = (name, table, columns, position) =>
  node(name, 'dataTable', 1, position, {
    resource: 'table',
    operation: 'create',
    tableName: table,
    columns: { column: columns.map(([column, type]) => ({ name: column, type })) },
    options: { createIfNotExists: true },
  });

/**
 * The resource mapper value of a Data Table insert or update: each column with an expression.
 * @param {Record<string, [string, ColumnType]>} columns column → [value, type]
 */
export const columnsParameter = (columns) => ({
  mappingMode: 'defineBelow',
  value: Object.fromEntries(Object.entries(columns).map(([column, [value]]) => [column, value])),
  matchingColumns: [],
  schema: Object.entries(columns).map(([column, [, type]]) => ({
    id: column,
    displayName: column,
    required: false,
    defaultMatch: false,
    display: true,
    // The resource mapper calls a date column dateTime.
    type: type === 'date' ? 'dateTime' : type,
    readOnly: false,
    removed: false,
  })),
  attemptToConvertTypes: false,
  convertFieldsToString: false,
});

const jwtCredential = { jwtAuth: { id: 'StaffApiJwt0001', name: credentialNames.jwt } };

/**
 * Signs the claims `claims` names, exactly as given (no claim of n8n's own).
 * @param {string} name @param {string} claims an expression for the claims object @param {Position} position
 */
export const jwtSign = (name, claims, position) =>
  node(
    name,
    'jwt',
    1,
    position,
    { useJson: true, claimsJson: `={{ JSON.stringify(${claims}) }}`, options: { algorithm: 'HS256' } },
    { credentials: jwtCredential },
  );

/**
 * Verifies the item's `token`. A missing, forged or expired token takes the error output to the
 * contract's JSON 401; with `continueOnFailure`, it comes out as an item without `payload` instead.
 * @param {string} name @param {Position} position @param {{ token?: string, continueOnFailure?: boolean }} [options]
 */
export const jwtVerify = (name, position, { token = '$json.token', continueOnFailure = false } = {}) =>
  node(
    name,
    'jwt',
    1,
    position,
    { operation: 'verify', token: `={{ ${token} }}`, options: { algorithm: 'HS256' } },
    { credentials: jwtCredential, onError: continueOnFailure ? 'continueRegularOutput' : 'continueErrorOutput' },
  );

/**
 * A Set node that keeps only the request's headers: the Code node after it then never gets the
 * body, which n8n has already parsed and whose nesting no node can measure (handing a body nested
 * some 4,000 levels to the task runner overflows n8n's serialiser and holds a runner slot for minutes).
 * @param {string} name @param {number} n numbers its assignment @param {Position} position
 */
export const headersOnly = (name, n, position) =>
  node(name, 'set', 3.4, position, {
    mode: 'manual',
    assignments: {
      assignments: [
        {
          id: `${idPrefix}${String(n).padStart(12, '0')}`,
          name: 'headers',
          value: '={{ $json.headers }}',
          type: 'object',
        },
      ],
    },
    includeOtherFields: false,
    options: {},
  });
