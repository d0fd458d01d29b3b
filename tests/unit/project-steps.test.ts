import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pointsAsPhrase, projectSteps } from '../../src/config/project-steps';
import { projectCourseHref } from '../../src/config/site';
import { readEntry } from '../../src/entries/read-entry';
import { aboutPage } from '../../src/schemas/pages/about';

const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe("the project's course", () => {
  it("is /about's course from content/pages/about.yaml: four steps, only the first meeting states a duration", () => {
    expect(projectSteps).toEqual(readEntry('pages/about.yaml', aboutPage).course.steps);
    expect(projectSteps).toHaveLength(4);
    expect(projectSteps.map((step) => Boolean(step.duration))).toEqual([true, false, false, false]);
    expect(projectSteps.every((step) => step.points.length > 0)).toBe(true);
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
