import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pointsAsPhrase, projectSteps } from '../../src/config/project-steps';
import { projectCourseHref } from '../../src/config/site';

const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe("the project's course", () => {
  it('has four steps, and only the first meeting states a duration', () => {
    expect(projectSteps.map((step) => step.title)).toEqual([
      'Et uforpligtende møde',
      'Forslag og aftale',
      'Bygget og testet',
      'Lancering og opfølgning',
    ]);
    expect(projectSteps.filter((step) => step.duration).map((step) => step.duration)).toEqual(['30–45 minutter']);
  });

  it('is linked from the generic pages to the section /about gives that id', () => {
    const fragment = projectCourseHref.split('#')[1];
    expect(projectCourseHref.startsWith('/about#')).toBe(true);
    expect(read('src/components/about/ProjectTimeline.astro')).toContain(`id="${fragment}"`);
  });

  it('writes what a step hands over as one Danish phrase', () => {
    expect(pointsAsPhrase(['Skriftligt forslag', 'Kontrakt', 'Databehandleraftale'])).toBe(
      'Skriftligt forslag, kontrakt og databehandleraftale',
    );
    expect(pointsAsPhrase(['Live-demonstration', 'Første vurdering'])).toBe('Live-demonstration og første vurdering');
    expect(pointsAsPhrase(['Opfølgning'])).toBe('Opfølgning');
  });
});
