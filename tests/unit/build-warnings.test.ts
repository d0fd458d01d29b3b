import { describe, expect, it } from 'vitest';
import { buildWarnings } from '../../src/lib/build-warnings.mjs';

const staffApiUrl = 'https://n8n.example.dk/webhook/fynbo-staff';
const settings = (overrides: Partial<Parameters<typeof buildWarnings>[0]> = {}) => ({
  publicUrls: {
    PUBLIC_BOOKING_WEBHOOK_URL: 'https://n8n.example.dk/webhook/booking',
    PUBLIC_STAFF_API_URL: staffApiUrl,
    PUBLIC_VAPI_API_URL: 'https://api.vapi.ai',
  },
  staffApiUrl,
  staffPasswordHash: '',
  forDeploy: true,
  ...overrides,
});

describe('the build’s warnings', () => {
  it('are none for a deployable set-up', () => {
    expect(buildWarnings(settings())).toEqual([]);
  });

  it('say the staff panel is not set up without a staff API', () => {
    expect(buildWarnings(settings({ staffApiUrl: '', publicUrls: {} }))).toEqual([
      'PUBLIC_STAFF_API_URL is not set: /staff will say the staff panel is not set up.',
    ]);
  });

  it('say a STAFF_PASSWORD_HASH is ignored, since no build holds a hash', () => {
    expect(buildWarnings(settings({ staffPasswordHash: 'pbkdf2-sha256:600000:a:b' }))).toEqual([
      'STAFF_PASSWORD_HASH is ignored by the site: the staff API checks the password, and the build holds no hash.',
    ]);
  });

  it('name each public URL on a loopback address in a build for dist/', () => {
    const publicUrls = {
      PUBLIC_BOOKING_WEBHOOK_URL: 'http://127.0.0.1:8787/booking',
      PUBLIC_STAFF_API_URL: 'http://localhost:8787/staff-api',
    };
    expect(buildWarnings(settings({ publicUrls }))).toEqual([
      "PUBLIC_BOOKING_WEBHOOK_URL points to a loopback address (http://127.0.0.1:8787/booking): visitors' browsers cannot reach it.",
      "PUBLIC_STAFF_API_URL points to a loopback address (http://localhost:8787/staff-api): visitors' browsers cannot reach it.",
    ]);
    expect(buildWarnings(settings({ publicUrls: { X: 'http://[::1]:9/x' } }))).toHaveLength(1);
  });

  it("name the voice provider's host on a loopback address (the local chat stand-in) in a build for dist/", () => {
    const publicUrls = { PUBLIC_VAPI_API_URL: 'http://127.0.0.1:8787' };
    expect(buildWarnings(settings({ publicUrls }))).toEqual([
      "PUBLIC_VAPI_API_URL points to a loopback address (http://127.0.0.1:8787): visitors' browsers cannot reach it.",
    ]);
    expect(buildWarnings(settings({ publicUrls: { PUBLIC_VAPI_API_URL: 'https://api.eu.vapi.ai' } }))).toEqual([]);
  });

  it('leave loopback addresses alone in a local build (npm start, the tests)', () => {
    const publicUrls = { PUBLIC_BOOKING_WEBHOOK_URL: 'http://127.0.0.1:8787/booking' };
    expect(buildWarnings(settings({ publicUrls, forDeploy: false }))).toEqual([]);
  });
});
