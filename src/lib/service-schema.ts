import { z } from 'astro/zod';
import { serviceCategories, type ServiceCategoryId } from '../config/site';
import { heroGradientNames } from './gradients';
import { iconNames } from './icons';
import { serviceSections } from '../schemas/sections';

/** One titled point with a sentence of explanation (a feature, a benefit or a use case). */
const point = z.object({
  // Short heading of the point, shown bold.
  title: z.string().min(2),
  // One or two sentences that explain it to a buyer.
  description: z.string().min(10),
});

const categoryIds = serviceCategories.map((category) => category.id) as [ServiceCategoryId, ...ServiceCategoryId[]];

const common = {
  // Page heading (the single h1) and the service's name in lists.
  title: z.string().min(2),
  // The link text in the mega menu and the mobile menu: the title, or a shorter form of it.
  menuLabel: z.string().min(2).max(40),
  // Meta description and the intro under the h1: 50-170 characters of Danish.
  description: z.string().min(50).max(170),
  // One line under the service's name in the mega menu: honest, from the page's own content.
  summary: z.string().min(10).max(70),
  // The menu category the service is listed under (`serviceCategories` in src/config/site.ts).
  category: z.enum(categoryIds),
  // Place in its category's menu column, from 0 at the top; unique within the category.
  order: z.number().int().min(0),
  // Name of the Lucide icon that stands for the service on cards and in the hero.
  icon: z.enum(iconNames),
  // The hero's background: one of the approved gradient pairs in src/lib/gradients.ts.
  gradient: z.enum(heroGradientNames),
};

/**
 * A service entry. `template` tells the 15 generic pages (rendered from these fields by one
 * template) from the 12 bespoke ones (whose `sections` list their own blocks).
 */
export const serviceSchema = z.discriminatedUnion('template', [
  z.object({
    // Generic template: the page is built from the lists below.
    template: z.literal('generic'),
    ...common,
    // What the service contains: at least six points.
    features: z.array(point).min(6),
    // What the customer gains: at least four points.
    benefits: z.array(point).min(4),
    // Situations where it fits: at least four points.
    useCases: z.array(point).min(4),
  }),
  z.object({
    // Bespoke page: its own sections (below) around the lists.
    template: z.literal('bespoke'),
    ...common,
    // What the service contains, when a section lists it.
    features: z.array(point).default([]),
    // What the customer gains, when a section lists it.
    benefits: z.array(point).default([]),
    // Situations where it fits, when a section lists it.
    useCases: z.array(point).default([]),
    // The page's sections in order (src/schemas/sections.ts); the page shows nothing else under its hero.
    sections: serviceSections.min(1),
  }),
]);

export type ServiceData = z.infer<typeof serviceSchema>;
export type ServicePoint = z.infer<typeof point>;
