import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectCourseHref } from '../../src/config/site';
import { readEntry } from '../../src/entries/read-entry';
import { aboutPage } from '../../src/schemas/pages/about';
import { serviceTemplateSchema } from '../../src/schemas/service-template';

const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe("the project's course", () => {
  it("is /about's course from content/pages/about.yaml: four steps, only the first meeting states a duration", () => {
    const steps = readEntry('pages/about.yaml', aboutPage).course.steps;
    expect(steps).toHaveLength(4);
    expect(steps.map((step) => Boolean(step.duration))).toEqual([true, false, false, false]);
    expect(steps.every((step) => step.points.length > 0)).toBe(true);
  });

  it('is shown once, on /about, and the generic pages link to the section /about gives that id', () => {
    const fragment = projectCourseHref.split('#')[1];
    expect(projectCourseHref.startsWith('/about#')).toBe(true);
    expect(read('src/components/about/ProjectTimeline.astro')).toContain(`id="${fragment}"`);
    // The generic pages' close names the course by a link, not by its steps (look review 3).
    const close = read('src/components/generic/GettingStarted.astro');
    expect(close).toContain('href={projectCourseHref}');
    expect(close).not.toMatch(/<ol|<li/);
    expect(readEntry('service-template.yaml', serviceTemplateSchema).course.link).toBeTruthy();
  });
});
