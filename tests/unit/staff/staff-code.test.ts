import { execFileSync, spawnSync } from 'node:child_process';
import * as nodeCrypto from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeStaffCode } from '../../../scripts/staff/code.mjs';
import { startStaffApi } from '../../../scripts/local-backend/staff-api.mjs';
import { deviceCodeDigest } from '../../../src/lib/staff/device-login.mjs';
import { hashPassword } from '../../../src/lib/staff/password-hash.js';

const dir = mkdtempSync(join(tmpdir(), 'staff-code-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const now = new Date('2026-11-25T09:00:00Z');
const codeIn = (lines: string[]) => /Engangskode: ([2-9A-Z]{4})-([2-9A-Z]{4})/.exec(lines[0]!)!.slice(1).join('');

describe('npm run staff:code', { timeout: 60_000 }, () => {
  it('writes a code for the local backend, which a running backend takes at once, once', async () => {
    const file = join(dir, 'staff-codes.json');
    const password = 'en lang og hemmelig adgangssætning';
    const api = await startStaffApi({
      port: 0,
      passwordHash: await hashPassword(password),
      siteOrigin: 'http://site.test',
      codesFile: file,
      now,
      quiet: true,
    });
    try {
      const lines = makeStaffCode({ now, file });
      expect(lines[0]).toMatch(/^Engangskode: [2-9A-Z]{4}-[2-9A-Z]{4} {2}\(gyldig til kl\. 10\.10\.00, én gang\)$/);
      const code = codeIn(lines);
      const rows = JSON.parse(readFileSync(file, 'utf8'));
      // The row with its id, as the Data Table's row has one (a login deletes its code's row by it).
      expect(rows).toEqual([
        { codeDigest: deviceCodeDigest(code, nodeCrypto), expiresAt: now.getTime() + 600_000, id: 1 },
      ]);
      const login = () =>
        fetch(`${api.url}/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: 'http://site.test' },
          body: JSON.stringify({ password, code }),
        });
      expect((await login()).status).toBe(200);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual([]);
      expect((await login()).status).toBe(401);
    } finally {
      await api.close();
    }
  });

  it('prints the row for n8n’s staff_device_codes and writes nothing', () => {
    const lines = makeStaffCode({ now, file: null });
    expect(lines[1]).toBe('Indsæt denne række i n8n-tabellen staff_device_codes:');
    expect(JSON.parse(lines[2]!)).toEqual({
      codeDigest: deviceCodeDigest(codeIn(lines), nodeCrypto),
      expiresAt: now.getTime() + 600_000,
    });
  });

  it('runs as a command', () => {
    const file = join(dir, 'command.json');
    const output = execFileSync(process.execPath, ['scripts/staff/code.mjs', '--file', file], { encoding: 'utf8' });
    expect(output).toMatch(/^Engangskode: [2-9A-Z]{4}-[2-9A-Z]{4}/);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveLength(1);
  });
});

describe('npm run staff:hash', () => {
  it('makes no hash for a password the login would refuse', () => {
    const refused = spawnSync(process.execPath, ['scripts/staff/hash.mjs', 'kode\tmed tabulator'], {
      encoding: 'utf8',
    });
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('Adgangskoden indeholder et tegn, der ikke kan bruges.');
  });
});
