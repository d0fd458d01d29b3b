/**
 * How a project runs, from the first meeting to launch: `/about`'s timeline (`#forloeb`) and the
 * steps that end every generic service page, so both always name the same four steps. `points` is
 * what the customer has in hand after the step. The one duration is the meeting's, as the booking
 * page promises it; the other steps depend on the project and show none.
 */
export interface ProjectStep {
  title: string;
  duration?: string;
  description: string;
  points: readonly string[];
}

export const projectSteps: readonly ProjectStep[] = [
  {
    title: 'Et uforpligtende møde',
    duration: '30–45 minutter',
    description: 'Vi lytter til jeres udfordringer og mål og viser løsningerne i brug. Mødet er gratis.',
    points: ['Live-demonstration', 'Første vurdering'],
  },
  {
    title: 'Forslag og aftale',
    description: 'I får et skriftligt forslag: hvad vi bygger, hvad det koster, og hvornår det er klar.',
    points: ['Skriftligt forslag', 'Kontrakt', 'Databehandleraftale'],
  },
  {
    title: 'Bygget og testet',
    description: 'Vi bygger løsningen på jeres egne eksempler, og I prøver den, før jeres kunder møder den.',
    points: ['Testversion', 'Jeres godkendelse'],
  },
  {
    title: 'Lancering og opfølgning',
    description: 'Løsningen går i drift, og vi bliver ved jeres side, målt på tid og penge sparet.',
    points: ['Løsningen i drift', 'Opfølgning'],
  },
];

/** "Skriftligt forslag, kontrakt og databehandleraftale": a step's points as one Danish phrase. */
export function pointsAsPhrase(points: readonly string[]): string {
  const [first = '', ...rest] = points.map((point, index) =>
    index === 0 ? point : point.charAt(0).toLowerCase() + point.slice(1),
  );
  if (rest.length === 0) return first;
  return `${[first, ...rest.slice(0, -1)].join(', ')} og ${rest.at(-1)}`;
}
