import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The services' icons stand side by side in the mega menu and on the overview: one sign per service. */
describe('service icons', () => {
  it('gives every service page an icon no other service uses', () => {
    const icons = readdirSync(new URL('../../content/services/', import.meta.url))
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => ({
        file,
        icon: /^icon: *(\S+)/m.exec(
          readFileSync(new URL(`../../content/services/${file}`, import.meta.url), 'utf8'),
        )?.[1],
      }));
    expect(icons.length).toBeGreaterThanOrEqual(27);
    const shared = icons.filter(({ icon }, i) => icons.findIndex((other) => other.icon === icon) !== i);
    expect(shared).toEqual([]);
  });
});
