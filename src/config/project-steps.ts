import { readEntry } from '../entries/read-entry';
import { aboutPage, type ProjectStep } from '../schemas/pages/about';

export type { ProjectStep };

/**
 * How a project runs, from the first meeting to launch: `/about`'s timeline (`#forloeb`) and the steps that end
 * every generic service page, so both always name the same steps. The steps are content, in
 * content/pages/about.yaml (`course.steps`): `points` is what the customer has in hand after the step, and the
 * one duration is the meeting's, as the booking page promises it; the other steps depend on the project and show
 * none. /about reads them through its page entry; this is the same list for the components that have no entry of
 * their own to read it from (the generic pages' GettingStarted).
 */
export const projectSteps: readonly ProjectStep[] = readEntry('pages/about.yaml', aboutPage).course.steps;

/** "Skriftligt forslag, kontrakt og databehandleraftale": a step's points as one Danish phrase (the locale's list). */
export function pointsAsPhrase(points: readonly string[]): string {
  const phrase = points.map((point, index) => (index === 0 ? point : point.charAt(0).toLowerCase() + point.slice(1)));
  return new Intl.ListFormat('da-DK', { type: 'conjunction' }).format(phrase);
}
