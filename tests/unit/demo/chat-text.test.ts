import { describe, expect, it } from 'vitest';
import type { ChatFailure } from '../../../src/lib/demo/chat-machine';
import { chatFailureText, chatStatusText, counterText, limitText, plainText } from '../../../src/lib/demo/chat-text';

describe('plainText', () => {
  it('drops emphasis, headings, quotes, rules and code markers', () => {
    expect(plainText('**Hej!** Jeg er *Sofie* og __du__ er ~~ikke~~ _velkommen_.')).toBe(
      'Hej! Jeg er Sofie og du er ikke velkommen.',
    );
    expect(plainText('## Åbningstider\n> Vi har åbent\n---\nBrug `kode` og ```js\nlet a\n```')).toBe(
      'Åbningstider\nVi har åbent\n\nBrug kode og let a\n',
    );
  });

  it('keeps the words of a link or an image, never the address', () => {
    expect(plainText('Se [vores side](https://evil.example/x) og ![et billede](https://x/y.png).')).toBe(
      'Se vores side og et billede.',
    );
  });

  it('turns list bullets into • and keeps numbered lists', () => {
    expect(plainText('- Mandag\n* Tirsdag\n  + Onsdag\n1. Én')).toBe('• Mandag\n• Tirsdag\n  • Onsdag\n1. Én');
  });

  it('drops what looks like an HTML tag and keeps comparisons and lone asterisks', () => {
    expect(plainText('<b>fed</b><script>alert(1)</script> a < b > c, 2 * 3 * 4 og snake_case_navn')).toBe(
      'fedalert(1) a < b > c, 2 * 3 * 4 og snake_case_navn',
    );
  });

  it('hides a marker whose partner has not arrived yet, as while an answer streams', () => {
    expect(plainText('Jeg har **tirsdag kl.')).toBe('Jeg har tirsdag kl.');
  });
});

describe('the chat’s texts', () => {
  it('show a counter from 400 characters on', () => {
    expect(counterText(399)).toBeNull();
    expect(counterText(400)).toBe('400 af 500 tegn');
    expect(counterText(500)).toBe('500 af 500 tegn');
  });

  it('say once that the agent writes while an answer comes, and nothing otherwise', () => {
    expect(chatStatusText('sending', 'Sofie')).toBe('Sofie skriver …');
    expect(chatStatusText('streaming', 'Sofie')).toBe('Sofie skriver …');
    expect(chatStatusText('answered', 'Sofie')).toBe('');
  });

  it('give every failure a title and a text, with the phone where the agent could have answered', () => {
    const failures: ChatFailure[] = [
      'not-set-up',
      'unavailable',
      'key',
      'billing',
      'busy',
      'provider',
      'offline',
      'timeout',
      'cut-off',
      'lost-thread',
    ];
    for (const failure of failures) {
      const text = chatFailureText(failure, 'Sofie');
      expect(text.title, failure).not.toBe('');
      expect(text.text, failure).toMatch(/\.$/);
    }
    expect(chatFailureText('unavailable', 'Sofie').phone).toBe(false);
    expect(chatFailureText('unavailable', 'Sofie').text).toMatch(/^Sofie er desværre ikke tilgængelig lige nu/);
    expect(chatFailureText('lost-thread', 'Sofie')).toMatchObject({
      title: 'Sofie mistede tråden',
      phone: false,
    });
    expect(chatFailureText('timeout', 'Sofie').text).toContain('20 sekunder');
    expect(chatFailureText('busy', 'Sofie').phone).toBe(true);
    expect(limitText(20)).toBe('Samtalen har nået 20 beskeder. Start en ny samtale, eller book et møde.');
  });
});
