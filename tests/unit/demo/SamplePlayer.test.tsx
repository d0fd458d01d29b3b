// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SamplePlayer, { playerClock } from '../../../src/islands/demo/SamplePlayer';
import { fill } from '../../../src/lib/placeholders';
import { demoCopy } from '../fixtures/page-entries';

const words = demoCopy.sampleCall;
const texts = {
  label: fill(words.playerLabel, { agent: 'Sofie' }),
  play: words.play,
  pause: words.pause,
  seek: words.seek,
  position: words.position,
};

// jsdom has no media playback: play and pause fire the events a browser would.
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return this.dataset.playing !== 'true';
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dataset.playing = 'true';
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dataset.playing = 'false';
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderPlayer = () => render(<SamplePlayer src="/_astro/samtale.mp3" seconds={83} texts={texts} />);
const audio = () => document.querySelector('audio')!;
const time = () => screen.getByRole('group', { name: texts.label }).querySelector('p')!.textContent;

describe('the sample call’s player', () => {
  it('counts like a player: 0:00, 0:22, 1:23, 61:05', () => {
    expect([0, 22, 83, 3665, 22.9].map(playerClock)).toEqual(['0:00', '0:22', '1:23', '61:05', '0:22']);
  });

  it('fetches nothing until played, and names its button for what a press does', () => {
    renderPlayer();
    expect(audio().getAttribute('preload')).toBe('none');
    expect(audio().hasAttribute('controls')).toBe(false);
    expect(time()).toBe('0:00 / 1:23');
    fireEvent.click(screen.getByRole('button', { name: texts.play }));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: texts.pause }));
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: texts.play })).toBeTruthy();
  });

  it('shows the time played of the whole as it plays, and on its bar', () => {
    renderPlayer();
    audio().currentTime = 41.6;
    fireEvent.timeUpdate(audio());
    expect(time()).toBe('0:41 / 1:23');
    const bar = screen.getByRole('slider', { name: texts.seek });
    expect(bar.getAttribute('aria-valuetext')).toBe(fill(texts.position, { tid: '0:41', varighed: '1:23' }));
    // Half played: the full wave is shown up to half its width.
    expect((bar.previousElementSibling as HTMLElement).style.clipPath).toBe('inset(0px 49.9% 0px 0px)');
  });

  it('moves through the call from its bar (a range: arrow keys or pointer), and a pause at the end lets it play again', () => {
    renderPlayer();
    const bar = screen.getByRole('slider', { name: texts.seek });
    fireEvent.change(bar, { target: { value: '60' } });
    expect(audio().currentTime).toBe(60);
    expect(time()).toBe('1:00 / 1:23');
    fireEvent.click(screen.getByRole('button', { name: texts.play }));
    fireEvent.ended(audio());
    expect(screen.getByRole('button', { name: texts.play })).toBeTruthy();
  });
});
