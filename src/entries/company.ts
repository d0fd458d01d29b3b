import { companySchema, postalAddressPattern, type Company } from '../schemas/company.ts';
import { readEntry } from './read-entry.ts';

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
