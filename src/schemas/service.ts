import { z } from 'astro/zod';
import { heroGradientNames } from '../lib/gradients';
import { iconNames } from '../lib/icon-names';
import { serviceSections } from './sections.ts';
import { fill } from '../lib/placeholders';
import { demoAgentName } from '../lib/voice-agents.mjs';

/** One titled point with a sentence of explanation (a feature, a benefit or a use case). */
const point = z.object({
  // Short heading of the point, shown bold.
  title: z.string().min(2).meta({ label: 'Overskrift', hint: 'Kort overskrift, vist med fed.' }),
  // One or two sentences that explain it to a buyer.
  description: z
    .string()
    .min(10)
    .meta({ label: 'Forklaring', hint: 'En eller to sætninger, der forklarer punktet for en køber.', widget: 'text' }),
});

/**
 * The six service categories' ids in their fixed order: the mega menu's columns (docs/product.md#mega-menu).
 * Their titles are chrome.yaml's `categories`, paired with these ids in src/config/site.ts (`serviceCategories`).
 */
export const serviceCategoryIds = [
  'data-ai',
  'software',
  'experiences',
  'business',
  'cloud-security',
  'products',
] as const;

export type ServiceCategoryId = (typeof serviceCategoryIds)[number];

/**
 * A text that may name the demo agent as `{agent}`, filled in as the entry is read: every place that shows it
 * (the page, the menus, the cards of related services, search results, the share image) reads the name, as the
 * pages' own copy does. Any other placeholder stops the build.
 */
const namingAgent = (schema: z.ZodString) => schema.transform((text) => fill(text, { agent: demoAgentName }));

const common = {
  // Page heading (the single h1) and the service's name in lists.
  title: z.string().min(2).meta({ label: 'Titel', hint: 'Sidens overskrift (h1) og tjenestens navn i lister.' }),
  // The link text in the mega menu and the mobile menu: the title, or a shorter form of it.
  menuLabel: z.string().min(2).max(40).meta({
    label: 'Navn i menuen',
    hint: 'Linkteksten i megamenuen og mobilmenuen: titlen eller en kortere form af den.',
  }),
  // Meta description and the intro under the h1: 50-170 characters of Danish.
  description: namingAgent(
    z.string().min(50).max(170).meta({
      label: 'Beskrivelse',
      hint: 'Indledningen under overskriften og beskrivelsen i søgeresultater: 50–170 tegn. Navnet {agent} kan indgå.',
      widget: 'text',
    }),
  ),
  // One line under the service's name in the mega menu: honest, from the page's own content.
  summary: namingAgent(
    z.string().min(10).max(70).meta({
      label: 'Resumé på én linje',
      hint: 'Linjen under tjenestens navn i menuen og i listen over beslægtede tjenester: ærlig og fra sidens eget indhold. Navnet {agent} kan indgå.',
    }),
  ),
  // The menu category the service is listed under (`serviceCategories` in src/config/site.ts).
  category: z.enum(serviceCategoryIds).meta({ label: 'Kategori', hint: 'Menukategorien, tjenesten står under.' }),
  // Place in its category's menu column, from 0 at the top; unique within the category.
  order: z.number().int().min(0).meta({
    label: 'Rækkefølge',
    hint: 'Pladsen i kategoriens menukolonne, fra 0 øverst. To tjenester i samme kategori har ikke samme tal.',
  }),
  // Name of the Lucide icon that stands for the service on cards and in the hero.
  icon: z.enum(iconNames).meta({ label: 'Ikon', hint: 'Ikonet for tjenesten på kort og i toppen af siden.' }),
  // The hero's background: one of the approved gradient pairs in src/lib/gradients.ts.
  gradient: z
    .enum(heroGradientNames)
    .meta({ label: 'Baggrund', hint: 'Farveforløbet i toppen af siden: kategoriens egen farve.' }),
};

// The three lists' words in the CMS, shared by both templates.
const featuresMeta = { label: 'Det indeholder', hint: 'Hvad tjenesten indeholder, punkt for punkt.' };
const benefitsMeta = { label: 'Det får I', hint: 'Hvad kunden får ud af den, punkt for punkt.' };
const useCasesMeta = { label: 'Hvornår det passer', hint: 'Situationer, hvor tjenesten passer, punkt for punkt.' };

/**
 * A service entry. `template` tells the 15 generic pages (rendered from these fields by one
 * template) from the 12 bespoke ones (whose `sections` list their own blocks).
 */
export const serviceSchema = z.discriminatedUnion('template', [
  z.object({
    // Generic template: the page is built from the lists below.
    template: z.literal('generic').meta({ label: 'Skabelon', widget: 'hidden' }),
    ...common,
    // What the service contains: at least six points.
    features: z.array(point).min(6).meta(featuresMeta),
    // What the customer gains: at least four points.
    benefits: z.array(point).min(4).meta(benefitsMeta),
    // Situations where it fits: at least four points.
    useCases: z.array(point).min(4).meta(useCasesMeta),
  }),
  z.object({
    // Bespoke page: its own sections (below) around the lists.
    template: z.literal('bespoke').meta({ label: 'Skabelon', widget: 'hidden' }),
    ...common,
    // What the service contains, when a section lists it.
    features: z.array(point).default([]).meta(featuresMeta),
    // What the customer gains, when a section lists it.
    benefits: z.array(point).default([]).meta(benefitsMeta),
    // Situations where it fits, when a section lists it.
    useCases: z.array(point).default([]).meta(useCasesMeta),
    // The page's sections in order (src/schemas/sections.ts); the page shows nothing else under its hero.
    sections: serviceSections.min(1),
  }),
]);

export type ServicePoint = z.infer<typeof point>;
