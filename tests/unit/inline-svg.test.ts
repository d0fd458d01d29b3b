import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { avatarDataUri, publicSvgDataUri } from '../../src/lib/inline-svg';

const decoded = (uri: string) => decodeURIComponent(uri.replace(/^data:image\/svg\+xml,/, ''));
const file = (path: string) => readFileSync(`public${path}`, 'utf8');

describe('publicSvgDataUri', () => {
  it('inlines a file of public/ as an SVG data URI with its markup intact', () => {
    const uri = publicSvgDataUri('/favicon.svg');
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decoded(uri)).toBe(file('/favicon.svg').trim().replace(/\s+/g, ' '));
  });

  it('refuses a path that is not there, naming it', () => {
    expect(() => publicSvgDataUri('/avatars/nobody.svg')).toThrow('public/avatars/nobody.svg');
  });
});

describe('avatarDataUri', () => {
  it("finds an agent's avatar by name, whatever its case", () => {
    expect(avatarDataUri('Sofie')).toBe(publicSvgDataUri('/avatars/sofie.svg'));
    expect(decoded(avatarDataUri('MAGNUS'))).toContain('<svg');
  });
});
