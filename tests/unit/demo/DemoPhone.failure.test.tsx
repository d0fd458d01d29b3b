// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  advance,
  callButton,
  demoLinks,
  fake,
  otherWaysName,
  renderPhone,
  startConnectedCall,
  status,
  usePhoneHarness,
} from '../fixtures/demo-phone-harness';
import { demoTexts } from '../fixtures/page-entries';
import { fill } from '../../../src/lib/placeholders';

usePhoneHarness();

describe('DemoPhone when a call fails', () => {
  it('shows the connection error and returns to idle after 3 s', () => {
    renderPhone();
    fireEvent.click(callButton());
    fake.emit({ type: 'failed', problem: 'connection' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Forbindelsesfejl');
    expect(alert.textContent).toContain('Der opstod en fejl. Prøv igen.');
    advance(3000);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(status().textContent).toBe('Klar til opkald');
  });

  it('offers the phone number and a meeting after a failed call, through idle, until the next call starts', () => {
    renderPhone();
    expect(screen.queryByRole('group', { name: otherWaysName })).toBeNull();
    fireEvent.click(callButton());
    fake.emit({ type: 'failed', problem: 'connection' });
    const otherWays = () => screen.getByRole('group', { name: otherWaysName });
    expect(
      within(otherWays())
        .getByRole('link', { name: fill(demoTexts.common.callUs, { telefon: demoLinks.phone }) })
        .getAttribute('href'),
    ).toBe(demoLinks.phoneHref);
    expect(within(otherWays()).getByRole('link', { name: demoTexts.common.bookMeeting }).getAttribute('href')).toBe(
      demoLinks.bookingHref,
    );

    advance(3000);
    expect(status().textContent).toBe('Klar til opkald');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(otherWays()).getAllByRole('link')).toHaveLength(2);

    fireEvent.click(callButton());
    expect(screen.queryByRole('group', { name: otherWaysName })).toBeNull();
  });

  it('offers no other ways after a call that simply ended', () => {
    renderPhone();
    startConnectedCall();
    fake.emit({ type: 'call-ended' });
    advance(3000);
    expect(screen.queryByRole('group', { name: otherWaysName })).toBeNull();
  });

  it('explains how to allow a refused microphone', () => {
    renderPhone();
    startConnectedCall();
    fake.emit({ type: 'failed', problem: 'microphone' });
    expect(screen.getByRole('alert').textContent).toContain('Mikrofonen er ikke tilgængelig');
    const otherWays = within(screen.getByRole('group', { name: otherWaysName })).getAllByRole('link');
    expect(otherWays.map((link) => link.getAttribute('href'))).toEqual([demoLinks.phoneHref, demoLinks.bookingHref]);
    expect(screen.queryByRole('button', { name: demoTexts.phone.mute })).toBeNull();
  });
});
