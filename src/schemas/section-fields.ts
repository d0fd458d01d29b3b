import { z } from 'astro/zod';
import { iconNames } from '../lib/icon-names.ts';

/**
 * The fields the blocks of a bespoke service page share (src/schemas/sections.ts): where a block stands, its
 * heading, and the small typed pieces its lists are made of.
 */

/** A line of copy: trimmed, never empty. */
export const line = (label: string, hint?: string) => z.string().trim().min(1).meta({ label, hint });

/** A paragraph: the CMS gives it a text area. */
export const paragraph = (label: string, hint?: string) =>
  z.string().trim().min(1).meta({ label, hint, widget: 'text' });

/** Copy that may name a figure or the agent: the hint tells the editor how. */
export const figureHint = 'Et tal skrives som {nøgle} fra Tal, fx {productClaims.phoneAssistant.saving}.';

/** Where a block stands: in a band of its own, or under the block before it. */
export const band = {
  // false: the block starts a band (section) of its own with an h2; true: it follows the block above in the same band with an h3.
  continues: z.boolean().default(false).meta({
    label: 'Fortsætter sektionen ovenfor',
    hint: 'Slået til: blokken står i samme bånd som blokken før, under en mindre overskrift. Baggrund og vægt gælder kun for en blok, der starter et bånd.',
  }),
  // The band's ground: white or light grey; neighbouring bands usually alternate.
  tone: z
    .enum(['default', 'muted'])
    .default('default')
    .meta({ label: 'Baggrund', hint: 'default: hvid. muted: lys grå. Skift gerne mellem dem fra bånd til bånd.' }),
  // How much room the band gets: `lead` for the one the page is about, `quiet` for supporting bands.
  weight: z.enum(['normal', 'lead', 'quiet']).default('normal').meta({
    label: 'Vægt',
    hint: 'normal. lead: sidens vigtigste bånd, med mere luft. quiet: et støttende bånd, lidt mindre overskrift.',
  }),
};

/** The heading over a block; on a block that continues a band it is set a level smaller. */
export const heading = {
  // The short line over the heading.
  eyebrow: z.string().trim().min(1).optional().meta({ label: 'Lille overskrift', hint: 'Linjen over overskriften.' }),
  // The block's heading (h2 when it starts a band, h3 when it continues one).
  title: z.string().trim().min(2).optional().meta({ label: 'Overskrift', hint: 'Navnet {agent} kan indgå.' }),
  // One or two sentences under the heading.
  lead: z
    .string()
    .trim()
    .min(1)
    .optional()
    .meta({ label: 'Indledning', hint: `Kort tekst under overskriften. ${figureHint}`, widget: 'text' }),
};

/** The same heading where the block cannot stand without one. */
export const titledHeading = { ...heading, title: line('Overskrift', 'Navnet {agent} kan indgå.') };

/** A button to the booking page, under the block; left out, the block has none. */
export const button = {
  // The label of a button that leads to /booking (docs/product.md#contact-button-labels).
  buttonLabel: z
    .string()
    .trim()
    .min(2)
    .optional()
    .meta({ label: 'Knap til booking', hint: 'Teksten på en knap, der fører til booking. Tom: ingen knap.' }),
};

// A Lucide icon by name (src/lib/icons.ts).
export const icon = z.enum(iconNames).meta({ label: 'Ikon', hint: 'Navnet på et ikon, fx target eller users.' });

/** Short lines with a tick in front. */
export const lines = (label: string, hint?: string) => z.array(line('Punkt')).meta({ label, hint });

/** A figure by its key, with the label it is shown with. */
export const figureRef = z.object({
  // The figure's key in Tal: one figure (experienceStats.0) or a whole list (trustClaims).
  figure: line('Tal', 'Nøglen til et tal eller en liste af tal i Tal, fx trustClaims eller experienceStats.0.'),
  // Replaces the figure's own label; needed for a bare figure.
  label: z
    .string()
    .trim()
    .min(1)
    .optional()
    .meta({ label: 'Tekst under tallet', hint: 'Tom: tallets egen tekst fra Tal.' }),
});

// How much a point weighs or how urgent it is, printed before the measure ("Høj påvirkning").
export const level = z.enum(['Høj', 'Medium']).meta({ label: 'Niveau' });

// What the levels rate, printed after the level.
export const measure = z
  .enum(['påvirkning', 'prioritet'])
  .meta({ label: 'Hvad niveauet måler', hint: 'Står efter niveauet: "Høj påvirkning", "Medium prioritet".' });

/** One of the animated illustrations with its words (./illustrations.ts). */
export { illustration } from './illustrations.ts';

/** One kind of block: its `type` (hidden in the CMS, which picks the kind by it) and its own fields. */
export const block = <Type extends string, Shape extends z.ZodRawShape>(type: Type, label: string, shape: Shape) =>
  z.object({ type: z.literal(type).meta({ label: 'Type', widget: 'hidden' }), ...shape }).meta({ label });

/** A line that may be left out. */
export const optionalLine = (label: string, hint?: string) => z.string().trim().min(1).optional().meta({ label, hint });
