// @ts-check
/**
 * The Postgres store (`--store postgres`, docs/n8n.md "The bookings store"): the same workflows as the Data Table
 * store, each node on the `bookings` Data Table rewritten as n8n's Postgres node running one SQL statement on
 * `fynbo_booking.bookings`. Both stores come of the same modules: the booking and staff generators build their
 * Data Table nodes and, for Postgres, `onPostgres` turns each one on the bookings into its statement, so a filter,
 * a limit or a written column is declared once.
 *
 * Why a store of its own: n8n's Data Table upsert is an UPDATE, then an INSERT when nothing matched, with no unique
 * index, so on n8n with Postgres two simultaneous requests with one `bookingId` make two rows (measured on a run of `599204c`). Here the
 * table has a unique index on `bookingId` and the keep is one `INSERT … ON CONFLICT ("bookingId") DO UPDATE SET
 * <the booking's own columns> RETURNING *`: the original and each repeat get the one row back; the mail state is
 * never in the SET, so only the claim (`UPDATE … WHERE "mailClaimedAt" IS NULL … RETURNING *`, atomic under READ
 * COMMITTED: a second claim waits for the first and then finds the row claimed) decides who mails.
 *
 * The node's rules this follows (packages/nodes-base/nodes/Postgres/v2/actions/database/executeQuery.operation.ts,
 * helpers/utils.ts): `options.queryReplacement` is one expression giving an array, so a value is never split on
 * its commas, and no value in it is undefined (`?? null`); a statement whose top-level command is SELECT returns
 * no item when it finds no row, any other one item `{ success: true }`, so an UPDATE or DELETE whose rows go on
 * is written `WITH changed AS (… RETURNING *) SELECT * FROM changed` (no row, no item: as a Data Table update);
 * `count(*)` and `bigint` come back as strings (the id is an `integer`, a number as on a Data Table).
 */
import { companyTimeZone } from '../../../src/lib/booking/calendar.mjs';
import { capCountsSql } from '../../../src/lib/booking/workflow-mail-cap-counts.mjs';
import { bookingColumns, bookingsTable } from '../../../src/lib/booking/workflow-rows.mjs';
import { maxReadRows, onPostgresStore } from './mail-nodes.mjs';

/** The schema the bookings live in, the only one the store's role has rights in. */
export const bookingSchema = 'fynbo_booking';
/** The table, schema-qualified and quoted. */
export const bookingTableSql = `"${bookingSchema}"."${bookingsTable}"`;

/** The credential the Postgres nodes use (the deployer creates it under this name; `n8n:setup` does). */
export const postgresCredential = Object.freeze({ id: 'BookingPostgres1', name: 'Booking store (Postgres)' });

/** The Postgres node's version these parameters follow (n8n 2.x). */
const postgresNodeVersion = 2.6;

/** @typedef {import('../staff-workflow/nodes.mjs').WorkflowNode} WorkflowNode */
/** @typedef {import('../staff-workflow/nodes.mjs').ColumnType} ColumnType */
/** @typedef {{ keyName: string, condition: string, keyValue?: unknown }} Condition */

/** @type {Record<ColumnType, string>} */
const sqlTypes = { string: 'text', number: 'double precision', boolean: 'boolean', date: 'timestamptz' };

/** Every column's type, with the system columns a Data Table row has. @type {Record<string, ColumnType>} */
const columnTypes = {
  ...Object.fromEntries(bookingColumns),
  createdAt: 'date',
  updatedAt: 'date',
  id: 'number',
};

/** @param {string} column */
const quoted = (column) => {
  if (!(column in columnTypes)) throw new Error(`The bookings table has no column ${column}`);
  return `"${column}"`;
};

/**
 * The idempotent DDL, run through n8n by the workflow's setup trigger (and by `n8n:setup`): the table, each column
 * (`ADD COLUMN IF NOT EXISTS`, so a newer generator adds what it needs), the unique index the keep relies on. The
 * schema itself is the DBA's (`bookingStoreRoleSql`): a role without CREATE on the database cannot run
 * `CREATE SCHEMA IF NOT EXISTS` even when the schema exists.
 */
export const bookingTableDdl = () =>
  [
    `CREATE TABLE IF NOT EXISTS ${bookingTableSql} (id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, "createdAt" timestamptz NOT NULL DEFAULT now(), "updatedAt" timestamptz NOT NULL DEFAULT now());`,
    ...bookingColumns.map(
      ([column, type]) => `ALTER TABLE ${bookingTableSql} ADD COLUMN IF NOT EXISTS "${column}" ${sqlTypes[type]};`,
    ),
    `CREATE UNIQUE INDEX IF NOT EXISTS "${bookingsTable}_bookingId_key" ON ${bookingTableSql} ("bookingId");`,
    `CREATE INDEX IF NOT EXISTS "${bookingsTable}_mailOpen" ON ${bookingTableSql} ("mailOpen");`,
  ].join('\n');

/**
 * What a DBA runs once, as a superuser, for the store: a role that may log in and owns only the schema. The password
 * is a placeholder the DBA replaces. Never n8n's own database user.
 * @param {{ role?: string, database?: string }} [names]
 */
export const bookingStoreRoleSql = ({ role = 'fynbo_booking', database = 'fynbo' } = {}) =>
  [
    `CREATE ROLE ${role} LOGIN PASSWORD '<a long random password>';`,
    `GRANT CONNECT ON DATABASE ${database} TO ${role};`,
    `CREATE SCHEMA IF NOT EXISTS ${bookingSchema} AUTHORIZATION ${role};`,
    `REVOKE ALL ON SCHEMA public FROM ${role};`,
  ].join('\n');

/**
 * One statement's parameters, gathered as `$1`, `$2`, … with their SQL casts.
 */
class Parameters {
  /** @type {string[]} */
  expressions = [];

  /**
   * A node parameter value (`={{ expression }}` or a literal) as `$n::type`.
   * @param {unknown} value @param {ColumnType} type
   */
  add(value, type) {
    const expression =
      typeof value === 'string' && value.startsWith('={{') && value.endsWith('}}')
        ? value.slice(3, -2).trim()
        : JSON.stringify(value ?? null);
    this.expressions.push(`(${expression}) ?? null`);
    return `$${this.expressions.length}::${sqlTypes[type]}`;
  }

  /** The node's `queryReplacement`: one array expression, never a comma-split string. */
  get replacement() {
    return `={{ [${this.expressions.join(', ')}] }}`;
  }
}

/**
 * One Data Table filter condition in SQL.
 * @param {Condition} condition @param {Parameters} parameters
 */
function conditionSql({ keyName, condition, keyValue }, parameters) {
  const column = quoted(keyName);
  const type = columnTypes[keyName];
  const compare = { eq: '=', neq: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=' }[condition];
  if (compare) return `${column} ${compare} ${parameters.add(keyValue, type)}`;
  // A Data Table's empty text is null or ''.
  if (condition === 'isEmpty') return type === 'string' ? `(${column} IS NULL OR ${column} = '')` : `${column} IS NULL`;
  if (condition === 'isNotEmpty') return type === 'string' ? `(${column} <> '')` : `${column} IS NOT NULL`;
  if (condition === 'isTrue') return `${column} IS TRUE`;
  if (condition === 'isFalse') return `${column} IS FALSE`;
  throw new Error(`No SQL for the Data Table condition ${condition}`);
}

/**
 * The WHERE clause of a Data Table filter.
 * @param {{ matchType?: string, filters?: { conditions?: Condition[] } }} operation @param {Parameters} parameters
 */
function whereSql({ matchType, filters }, parameters) {
  const conditions = filters?.conditions ?? [];
  if (conditions.length === 0) throw new Error('Every statement on the bookings has a filter');
  const joiner = matchType === 'anyCondition' ? ' OR ' : ' AND ';
  return conditions.map((condition) => conditionSql(condition, parameters)).join(joiner);
}

/**
 * The columns a Data Table write sets: name → value, from its resource mapper.
 * @param {{ columns?: { value?: Record<string, unknown> } }} operation
 */
const writtenColumns = ({ columns }) => Object.entries(columns?.value ?? {});

/**
 * The limit of a read, a number or an expression, never above `maxReadRows`.
 * @param {unknown} limit @param {Parameters} parameters
 */
function limitSql(limit, parameters) {
  if (typeof limit === 'number') {
    if (!(limit >= 1 && limit <= maxReadRows)) throw new Error(`A read's limit is at most ${maxReadRows}`);
    return String(limit);
  }
  const expression = String(limit)
    .replace(/^=\{\{/, '')
    .replace(/\}\}$/, '')
    .trim();
  return `LEAST(${parameters.add(`={{ ${expression} }}`, 'number')}, ${maxReadRows})::integer`;
}

/** An UPDATE or DELETE whose changed rows go on as items (none when it changed none). @param {string} statement */
const changedRows = (statement) => `WITH changed AS (${statement} RETURNING *) SELECT * FROM changed`;

/**
 * The SQL of one Data Table operation on the bookings, with its parameters.
 * @param {any} operation the Data Table node's parameters
 * @returns {{ query: string, parameters: Parameters }}
 */
export function bookingStatement(operation) {
  const parameters = new Parameters();
  if (operation.resource === 'table') return { query: bookingTableDdl(), parameters };
  switch (operation.operation) {
    case 'upsert': {
      const [match, ...others] = operation.filters?.conditions ?? [];
      if (others.length > 0 || match?.keyName !== 'bookingId' || match.condition !== 'eq') {
        throw new Error('The bookings are upserted on bookingId alone');
      }
      const columns = writtenColumns(operation);
      const values = columns.map(([column, value]) => parameters.add(value, columnTypes[column]));
      const own = columns.map(([column]) => column).filter((column) => column !== 'bookingId');
      const query = [
        `INSERT INTO ${bookingTableSql} (${columns.map(([column]) => quoted(column)).join(', ')})`,
        `VALUES (${values.join(', ')})`,
        `ON CONFLICT ("bookingId") DO UPDATE SET ${own.map((column) => `${quoted(column)} = EXCLUDED.${quoted(column)}`).join(', ')}, "updatedAt" = now()`,
        'RETURNING *',
      ].join('\n');
      return { query, parameters };
    }
    case 'update': {
      const set = writtenColumns(operation).map(
        ([column, value]) => `${quoted(column)} = ${parameters.add(value, columnTypes[column])}`,
      );
      const where = whereSql(operation, parameters);
      const query = changedRows(`UPDATE ${bookingTableSql} SET ${set.join(', ')}, "updatedAt" = now() WHERE ${where}`);
      return { query, parameters };
    }
    case 'deleteRows': {
      const where = whereSql(operation, parameters);
      return { query: changedRows(`DELETE FROM ${bookingTableSql} WHERE ${where}`), parameters };
    }
    case 'get': {
      if (operation.returnAll !== false) throw new Error('Every read on the bookings has a limit');
      const where = whereSql(operation, parameters);
      const order = `${quoted(operation.orderByColumn ?? 'id')} ${operation.orderByDirection === 'DESC' ? 'DESC' : 'ASC'}`;
      const limit = limitSql(operation.limit, parameters);
      return { query: `SELECT * FROM ${bookingTableSql} WHERE ${where} ORDER BY ${order} LIMIT ${limit}`, parameters };
    }
    default:
      throw new Error(`No SQL for the Data Table operation ${operation.operation}`);
  }
}

/** Whether a node is a Data Table node on the bookings. @param {WorkflowNode} node */
const onBookings = (node) =>
  node.type === 'n8n-nodes-base.dataTable' &&
  /** @type {any} */ (node.parameters).dataTableId?.value === bookingsTable &&
  /** @type {any} */ (node.parameters).resource === 'row';

/** Whether a node creates the bookings Data Table. @param {WorkflowNode} node */
const createsBookings = (node) =>
  node.type === 'n8n-nodes-base.dataTable' &&
  /** @type {any} */ (node.parameters).resource === 'table' &&
  /** @type {any} */ (node.parameters).tableName === bookingsTable;

/**
 * The caps counted for the rows `claimNode` claimed (src/lib/booking/workflow-mail-cap-counts.mjs): the parameters
 * of `capCountsParameters` in its order, computed by n8n's Luxon `$now`: the claimed `bookingId`s (a JSON array), the clock hour and the Copenhagen day as half-open ranges, the tries a receipt has.
 * @param {string} claimNode @param {number} maxTries
 */
export const capsCountStatement = (claimNode, maxTries) => {
  const hour = "$now.toUTC().startOf('hour')";
  const day = `$now.setZone('${companyTimeZone}').startOf('day')`;
  const values = [
    // As JSON text: n8n 2.35.7 passes an array value on as it is, which pg-promise writes as a `text[]`.
    `JSON.stringify($(${JSON.stringify(claimNode)}).all().map((item) => item.json.bookingId))`,
    `${hour}.toISO()`,
    `${hour}.plus({ hours: 1 }).toISO()`,
    `${day}.toISO()`,
    `${day}.plus({ days: 1 }).toISO()`,
    String(maxTries),
  ];
  return {
    query: capCountsSql(bookingTableSql),
    replacement: `={{ [${values.map((value) => `(${value}) ?? null`).join(', ')}] }}`,
  };
};

/**
 * A node for the Postgres store: a Data Table node on the bookings as the Postgres node with its statement (its
 * name, place and settings kept), a mail step's caps read as the caps counted and its plan taking the counts
 * (`onPostgresStore`), any other node as it is.
 * @param {WorkflowNode} node @returns {WorkflowNode}
 */
export function onPostgres(node) {
  const { [onPostgresStore]: variant, ...plain } =
    /** @type {WorkflowNode & { [onPostgresStore]?: import('./mail-nodes.mjs').PostgresVariant }} */ (node);
  if (variant && 'parameters' in variant) return { ...plain, parameters: variant.parameters };
  if (!onBookings(node) && !createsBookings(node)) return plain;
  const { parameters: dataTable, type: _type, typeVersion: _version, ...rest } = plain;
  if (variant && 'capsCount' in variant) {
    const { query, replacement } = capsCountStatement(variant.capsCount.claimNode, variant.capsCount.maxTries);
    return postgresNode(rest, query, replacement);
  }
  const { query, parameters } = bookingStatement(dataTable);
  return postgresNode(rest, query, parameters.expressions.length > 0 ? parameters.replacement : undefined);
}

/**
 * The Postgres node running `query` with the node's name, place and settings `rest`.
 * @param {Omit<WorkflowNode, 'parameters' | 'type' | 'typeVersion'>} rest @param {string} query
 * @param {string | undefined} replacement
 * @returns {WorkflowNode}
 */
function postgresNode(rest, query, replacement) {
  /** @type {WorkflowNode} */
  const statement = {
    ...rest,
    parameters: {
      operation: 'executeQuery',
      query,
      options: {
        ...(replacement !== undefined && { queryReplacement: replacement }),
        // Each item its own statement: one item's failure or empty result is its own.
        queryBatching: 'independently',
      },
    },
    type: 'n8n-nodes-base.postgres',
    typeVersion: postgresNodeVersion,
  };
  return Object.assign(statement, { credentials: { postgres: { ...postgresCredential } } });
}
