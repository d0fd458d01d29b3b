import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The `title: '…'` values of a component's list, in order. */
const titles = (source: string) => [...source.matchAll(/title: '([^']+)'/g)].map((match) => match[1]);

describe('generic service page', () => {
  it("names the project's steps as /about#forloeb does, in the same order", () => {
    const about = titles(read('src/components/about/ProjectTimeline.astro'));
    const generic = titles(read('src/components/generic/GettingStarted.astro'));
    expect(about).toHaveLength(4);
    expect(generic).toEqual(about);
  });

  it('links its steps to the project course on /about', () => {
    expect(read('src/components/generic/GettingStarted.astro')).toContain('href="/about#forloeb"');
    expect(read('src/components/about/ProjectTimeline.astro')).toContain('id="forloeb"');
  });
});
