// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import StaffPanel from '../../../src/islands/staff/StaffPanel';
import { endStaffSession } from '../../../src/islands/staff/staff-storage';
import { $agents } from '../../../src/stores/agents';
import { STAFF_TEST_PASSWORD, STAFF_TEST_PASSWORD_HASH } from '../../e2e/fixtures/test-env';

/** One PBKDF2 check takes up to a second or more on a busy machine; findBy* waits 1 s by default. */
const CHECK_WAIT = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  // Unmount the store now: nanostores waits a second, and by then jsdom (and `window`) may be gone.
  cleanStores($agents);
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('StaffPanel', { timeout: 20_000 }, () => {
  it.each([
    ['no hash', null],
    [
      'a hash with too few iterations',
      'pbkdf2-sha256:1000:ZnluYm8tZTJlLXNhbHQxNg:w1L-Wf8kgmCwheqZGZfGTuRsoQfX5w61Um2U80-IhwE',
    ],
    ['the password itself', STAFF_TEST_PASSWORD],
  ])('with %s says in Danish that it is not set up, and offers no way in', (_what, passwordHash) => {
    render(<StaffPanel passwordHash={passwordHash} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Medarbejder Login');
    expect(screen.getByRole('status').textContent).toContain('Medarbejderpanelet er ikke sat op endnu.');
    expect(screen.queryByLabelText('Adgangskode')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log ind' })).toBeNull();
  });

  it('keeps a wrong password out and lets the right one in, until Log ud', async () => {
    const user = userEvent.setup();
    render(<StaffPanel passwordHash={STAFF_TEST_PASSWORD_HASH} />);
    const field = await screen.findByLabelText('Adgangskode');

    await user.type(field, 'forkert');
    await user.click(screen.getByRole('button', { name: 'Log ind' }));
    expect((await screen.findByRole('alert', {}, CHECK_WAIT)).textContent).toContain('Forkert adgangskode');
    expect(screen.queryByRole('heading', { name: 'Overblik' })).toBeNull();

    await user.clear(field);
    await user.type(field, STAFF_TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log ind' }));
    // Focus moves in an effect after the dashboard renders, so wait for it rather than assume it.
    const overview = await screen.findByRole('heading', { name: 'Overblik' }, CHECK_WAIT);
    await waitFor(() => expect(document.activeElement).toBe(overview));
    expect(screen.getAllByRole('switch')).toHaveLength(3);
    expect(window.sessionStorage.getItem('fynbo:staff-session')).toBe(STAFF_TEST_PASSWORD_HASH);

    await user.click(screen.getByRole('button', { name: 'Log ud' }));
    const passwordField = await screen.findByLabelText('Adgangskode');
    await waitFor(() => expect(document.activeElement).toBe(passwordField));
    expect(window.sessionStorage.getItem('fynbo:staff-session')).toBeNull();
  });

  it('checks the password in the field even when it got there without a change event (typed before hydration)', async () => {
    const { container } = render(<StaffPanel passwordHash={STAFF_TEST_PASSWORD_HASH} />);
    // The island marks itself ready for client:intent once it knows its view.
    await waitFor(() => expect(container.querySelector('[data-island-ready]')).not.toBeNull());
    const field = screen.getByLabelText('Adgangskode') as HTMLInputElement;
    field.value = STAFF_TEST_PASSWORD;
    screen.getByRole('button', { name: 'Log ind' }).click();
    await screen.findByRole('heading', { name: 'Overblik' }, CHECK_WAIT);
    expect(screen.queryByLabelText('Adgangskode')).toBeNull();
  });

  it('opens straight on the dashboard when this tab already logged in against the same hash', async () => {
    window.sessionStorage.setItem('fynbo:staff-session', STAFF_TEST_PASSWORD_HASH);
    render(<StaffPanel passwordHash={STAFF_TEST_PASSWORD_HASH} />);
    await screen.findByRole('heading', { name: 'Overblik' });
    expect(screen.queryByLabelText('Adgangskode')).toBeNull();
    expect(screen.getAllByRole('switch')).toHaveLength(3);
  });

  it('says it is a preview, labels the fixed figures as examples and never claims to be Online', async () => {
    window.sessionStorage.setItem('fynbo:staff-session', STAFF_TEST_PASSWORD_HASH);
    render(<StaffPanel passwordHash={STAFF_TEST_PASSWORD_HASH} />);
    await screen.findByRole('heading', { name: 'Overblik' });
    expect(screen.getByRole('note').textContent).toBe(
      'Forhåndsvisning: ændringer gælder kun i denne browser, og tallene er eksempler.',
    );
    const tiles = document.querySelector('dl')!.textContent!;
    expect(tiles).toContain('lige nu (eksempel)');
    expect(tiles).toContain('alle agenter (eksempel)');
    expect(tiles).not.toContain('Online');
    expect(screen.getByRole('article', { name: 'Sofie' }).textContent).toContain('Opkald i dag (eksempel): 47');
  });

  it('ends a session made against an older hash (the password was changed)', async () => {
    window.sessionStorage.setItem(
      'fynbo:staff-session',
      'pbkdf2-sha256:600000:b2xkLXNhbHQtb2xkLXNhbHQ:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    render(<StaffPanel passwordHash={STAFF_TEST_PASSWORD_HASH} />);
    expect(await screen.findByLabelText('Adgangskode')).toHaveProperty('disabled', false);
    expect(screen.queryByRole('heading', { name: 'Overblik' })).toBeNull();
  });

  it('keeps the field locked by a lock another tab stored, whatever session storage holds', async () => {
    const lock = { failedAttempts: 0, lockedUntil: Date.now() + 20_000 };
    window.localStorage.setItem('fynbo:staff-lock', JSON.stringify(lock));
    render(<StaffPanel passwordHash={STAFF_TEST_PASSWORD_HASH} />);
    const field = (await screen.findByLabelText('Adgangskode')) as HTMLInputElement;
    await waitFor(() => expect(field.disabled).toBe(true));
    expect(screen.getByRole('alert').textContent).toContain('For mange forkerte forsøg');
  });

  it('returns to the gate when another tab logs out', async () => {
    window.sessionStorage.setItem('fynbo:staff-session', STAFF_TEST_PASSWORD_HASH);
    render(<StaffPanel passwordHash={STAFF_TEST_PASSWORD_HASH} />);
    await screen.findByRole('heading', { name: 'Overblik' });
    expect(screen.queryByLabelText('Adgangskode')).toBeNull();
    // What the other tab's `Log ud` calls; it reaches this tab over the BroadcastChannel.
    endStaffSession();
    expect(await screen.findByLabelText('Adgangskode')).toHaveProperty('disabled', false);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Medarbejder Login');
    expect(screen.queryByRole('heading', { name: 'Overblik' })).toBeNull();
  });
});
