import { z } from 'astro/zod';

/**
 * A customer's reference (content/references/*.yaml). Every field is a fact the customer has approved;
 * nothing here may be written on their behalf.
 */
export const referenceSchema = z.object({
  // The customer's company or organisation, as it wants to be named.
  customer: z
    .string()
    .min(2)
    .meta({ label: 'Kunde', hint: 'Virksomhedens eller organisationens navn, som den selv skriver det.' }),
  // Its line of business, e.g. "Tandlæge" or "Kommune".
  sector: z.string().min(2).meta({ label: 'Branche', hint: 'Fx "Tandlæge" eller "Kommune".' }),
  // The customer's own words, as approved.
  quote: z.string().min(20).max(400).meta({ label: 'Citat', hint: 'Kundens egne ord, som godkendt.', widget: 'text' }),
  // The named person who says it, with their role at the customer.
  person: z
    .object({
      name: z.string().min(2).meta({ label: 'Navn' }),
      role: z.string().min(2).meta({ label: 'Rolle hos kunden' }),
    })
    .meta({ label: 'Hvem siger det' }),
  // One result and where it comes from, so a buyer can see what the figure rests on.
  result: z
    .object({
      text: z.string().min(5).max(120).meta({ label: 'Resultat', hint: 'Fx "Besvarer 40 % flere opkald".' }),
      source: z
        .string()
        .min(5)
        .meta({ label: 'Kilde', hint: 'Hvor tallet kommer fra, fx "Kundens telefonstatistik, 2026".' }),
    })
    .meta({ label: 'Resultat' }),
  // The day the customer gave written permission to publish all of the above.
  permissionDate: z.coerce
    .date()
    .meta({ label: 'Tilladelse givet', hint: 'Datoen for kundens skriftlige tilladelse.' }),
  // The service page it belongs on (a slug of content/services/); without one it shows on / and /about only.
  service: z
    .string()
    .optional()
    .meta({ label: 'Tjeneste', hint: 'Siden referencen hører til. Tomt: vises på forsiden og Om os.' }),
});

export type Reference = z.infer<typeof referenceSchema>;
