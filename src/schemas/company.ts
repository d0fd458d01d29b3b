import { z } from 'astro/zod';

/**
 * A CVR number's modulus-11 check (weights 2, 7, 6, 5, 4, 3, 2, 1): a mistyped number fails it, so the build
 * stops rather than link buyers to another company's page in the register. The CMS checks the 8 digits; this
 * is the build's part.
 */
export function isValidCvr(cvr: string): boolean {
  if (!/^\d{8}$/.test(cvr)) return false;
  const weights = [2, 7, 6, 5, 4, 3, 2, 1];
  const sum = [...cvr].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return sum % 11 === 0;
}

/** `Street 1, 5000 Town`: the parts a postal address (and its JSON-LD) needs, in the order Danes write them. */
export const postalAddressPattern = /^(?<street>[^,]+),\s*(?<postalCode>\d{4})\s+(?<city>.+)$/;

/**
 * The company's own facts (content/company.yaml), each in one place: the footer, /about, /tillid, the
 * privacy policy, the booking mails and the JSON-LD read them from here. A fact left empty is shown nowhere.
 */
export const companySchema = z.object({
  // The name the company goes by on every page.
  name: z.string().trim().min(2).max(60).meta({ label: 'Firmanavn', hint: 'Navnet, som det står på hver side.' }),
  // The registered name in full, as in the public company register; empty until given.
  legalName: z.string().trim().max(120).default('').meta({
    label: 'Juridisk navn',
    hint: 'Det registrerede navn, som det står i CVR-registret (fx med ApS). Tomt: intet sted nævner et registreret navn.',
  }),
  // The CVR number's 8 digits; empty until given. The build checks its modulus 11.
  cvr: z
    .string()
    .trim()
    .regex(/^(\d{8})?$/, 'CVR-nummeret skal være 8 cifre')
    .default('')
    .refine((cvr) => cvr === '' || isValidCvr(cvr), 'CVR-nummeret består ikke kontrollen (modulus 11): tjek cifrene')
    .meta({
      label: 'CVR-nummer',
      hint: '8 cifre uden mellemrum. Vises med link til virksomhedens side i CVR-registret. Tomt: vises ikke.',
    }),
  // The registered address as `street, postcode town`; empty until given.
  address: z
    .string()
    .trim()
    .regex(/^([^,]+,\s*\d{4}\s+.+)?$/, 'Skriv adressen som "vej nr., postnummer by"')
    .default('')
    .meta({ label: 'Adresse', hint: 'Som "Vestergade 1, 5000 Odense C". Tomt: ingen side viser en adresse.' }),
  // Where visitors write; the booking mails' reply address.
  email: z.email('Skriv en gyldig e-mailadresse').meta({
    label: 'E-mail',
    hint: 'Kontaktadressen i sidefoden, på booking- og demosiden og i privatlivspolitikken.',
  }),
  // The phone number as written for people (`+45 70 20 30 40`).
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d ]{8,16}$/, 'Skriv telefonnummeret med cifre og mellemrum, fx +45 70 20 30 40')
    .meta({ label: 'Telefon', hint: 'Som folk skal læse det, fx +45 70 20 30 40.' }),
  // When the phone is answered, one line (`Hverdage kl. 9–16`); empty leaves the line out.
  openingHours: z
    .string()
    .trim()
    .max(80)
    .default('')
    .meta({ label: 'Åbningstider', hint: 'Én linje, fx "Hverdage kl. 9–16". Tomt: vises ikke.' }),
  // The terms of the trial period the site promises; without them the promise is not shown.
  trialTerms: z.string().trim().max(600).default('').meta({
    label: 'Vilkår for prøveperioden',
    hint: 'Hvad prøveperioden omfatter, hvor længe den varer, og hvordan man stopper. Tomt: sitet lover ingen prøveperiode.',
    widget: 'text',
  }),
});

export type Company = z.infer<typeof companySchema>;
