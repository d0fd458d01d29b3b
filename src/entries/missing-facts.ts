import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isSampleCallGiven, sampleCallSchema } from '../schemas/sample-call.ts';
import { readCompany, templateCompany } from './company.ts';
import { unsourcedFigures } from './figures.ts';
import { contentRoot, readEntry } from './read-entry.ts';

const entriesIn = (folder: string) => {
  const path = join(contentRoot(), folder);
  return existsSync(path) ? readdirSync(path).filter((file) => file.endsWith('.yaml')).length : 0;
};

/**
 * What the company has not given yet, in Danish, for the build's and `npm start`'s information line
 * (`Mangler: CVR, adresse, …`): each is a slot the site leaves out until it is filled. Not a warning: the
 * site is whole without them.
 */
export function missingFacts(): string[] {
  const company = readCompany();
  const missing = [
    ...(company.legalName ? [] : ['juridisk navn']),
    ...(company.cvr ? [] : ['CVR']),
    ...(company.address ? [] : ['adresse']),
    ...(company.openingHours ? [] : ['åbningstider']),
    ...(company.trialTerms ? [] : ['vilkår for prøveperioden']),
  ];
  const people = entriesIn('people');
  const references = entriesIn('references');
  if (people === 0) missing.push('medarbejdere (0)');
  if (references === 0) missing.push('referencer (0)');
  if (!isSampleCallGiven(readEntry('sample-call.yaml', sampleCallSchema))) missing.push('eksempelsamtale');
  // A figure whose basis is still `mangler` rests on nothing the company has named (content/figures.yaml).
  const unsourced = unsourcedFigures();
  if (unsourced > 0) missing.push(`tal uden kilde (${unsourced})`);
  const defaults = [
    ...(company.phone === templateCompany.phone ? ['telefon'] : []),
    ...(company.email === templateCompany.email ? ['e-mail'] : []),
  ];
  if (defaults.length > 0) missing.push(`standardværdi: ${defaults.join(', ')}`);
  return missing;
}

/** The information line itself, or nothing when every slot is filled. */
export function missingFactsLine(): string | undefined {
  const missing = missingFacts();
  return missing.length > 0 ? `Mangler: ${missing.join(', ')}` : undefined;
}
