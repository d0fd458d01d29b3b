import { describe, expect, it } from 'vitest';
import { mergeBookingRows, migrationSql, rowsOfExport } from '../../../scripts/n8n/booking-migrate.mjs';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const base = { bookingId: id, name: 'Anne', email: 'anne@hansen.dk', message: "Hej, vi er O'Brien ApS" };
/** Two rows of one booking, as the Data Table store on Postgres could keep them: each claimed and mailed its own. */
const doubled = [
  {
    ...base,
    id: 1,
    createdAt: '2026-11-24T09:30:00.000Z',
    updatedAt: '2026-11-24T09:31:00.000Z',
    status: 'ny',
    teamMailSentAt: '2026-11-24T09:30:05.000Z',
    teamMailTries: 1,
    receiptError: 'connect ECONNREFUSED',
    receiptTries: 1,
    mailClaimedAt: '2026-11-24T09:30:01.000Z',
    mailOpen: true,
  },
  {
    ...base,
    id: 2,
    createdAt: '2026-11-24T09:30:00.200Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    status: 'kontaktet',
    teamMailSentAt: '2026-11-24T09:30:06.000Z',
    teamMailTries: 2,
    receiptSentAt: '2026-11-24T09:35:00.000Z',
    receiptTries: 2,
    mailOpen: false,
  },
];

describe('the move from the Data Table store to the Postgres store', () => {
  it('merges doubles by bookingId, keeping each mail sent (its earliest send), the most tries and the latest status', () => {
    const [merged, ...others] = mergeBookingRows([...doubled, { bookingId: '', name: 'no id' }]);
    expect(others).toEqual([]);
    expect(merged).toMatchObject({
      id: 1,
      status: 'kontaktet',
      teamMailSentAt: '2026-11-24T09:30:05.000Z',
      teamMailTries: 2,
      receiptSentAt: '2026-11-24T09:35:00.000Z',
      receiptError: null,
      receiptTries: 2,
      confirmationSentAt: null,
      // The claim cleared and the flag left for the schedule to decide once.
      mailClaimedAt: null,
      mailOpen: null,
    });
  });

  it('writes idempotent SQL: one INSERT per booking, ON CONFLICT DO NOTHING, quotes escaped, no value lost to a comma', () => {
    const sql = migrationSql(rowsOfExport([{ data: doubled }]));
    const lines = sql.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^INSERT INTO "fynbo_booking"\."bookings" \(.+\) VALUES \(.+\) ON CONFLICT \("bookingId"\) DO NOTHING;$/,
    );
    expect(lines[0]).toContain("'Hej, vi er O''Brien ApS'");
    expect(lines[0]).toContain("'2026-11-24T09:35:00.000Z'::timestamptz");
    expect(migrationSql(rowsOfExport(doubled))).toBe(sql);
  });
});
