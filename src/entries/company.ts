import { companySchema, postalAddressPattern, type Company } from '../schemas/company.ts';
import { readEntry } from './read-entry.ts';

/**
 * The template's own name and contact lines: what content/company.yaml ships with (the pages need contact lines)
 * and what the shipped n8n workflow files carry. Still set, they are a standard value the company has not made
 * its own (the build's `Mangler:` line says so).
 */
export const templateCompany = { name: 'Fynbo AI', email: 'kontakt@fynbo-ai.dk', phone: '+45 70 20 30 40' } as const;

/** The company's facts as content/company.yaml states them (src/schemas/company.ts). */
export const readCompany = (): Company => readEntry('company.yaml', companySchema);

/** The facts in the shape the pages use: a fact not given is `undefined`, so a page can leave it out. */
export function companyFacts(facts: Company = readCompany()) {
  const addressParts = postalAddressPattern.exec(facts.address)?.groups;
  return {
    name: facts.name,
    legalName: facts.legalName || undefined,
    email: facts.email,
    phone: facts.phone,
    address: addressParts && {
      street: addressParts.street!.trim(),
      postalCode: addressParts.postalCode!,
      city: addressParts.city!.trim(),
      /** The address on one line, as the company wrote it. */
      line: facts.address,
    },
    cvr: facts.cvr || undefined,
    openingHours: facts.openingHours || undefined,
    trialTerms: facts.trialTerms || undefined,
  };
}
