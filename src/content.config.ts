import { existsSync, readdirSync } from 'node:fs';
import { defineCollection } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { serviceSchema } from './lib/service-schema';

const services = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: './content/services' }),
  schema: serviceSchema,
});

/**
 * A customer's reference, one YAML file each in content/references/ (README.md: "Tilføj en reference").
 * Every field is a fact the customer has approved; nothing here may be written on their behalf.
 */
export const referenceSchema = z.object({
  // The customer's company or organisation, as it wants to be named.
  customer: z.string().min(2),
  // Its line of business, e.g. "Tandlæge" or "Kommune".
  sector: z.string().min(2),
  // The customer's own words, as approved.
  quote: z.string().min(20).max(400),
  // The named person who says it, with their role at the customer.
  person: z.object({ name: z.string().min(2), role: z.string().min(2) }),
  // One result and where it comes from, so a buyer can see what the figure rests on.
  result: z.object({ text: z.string().min(5).max(120), source: z.string().min(5) }),
  // The day the customer gave written permission to publish all of the above.
  permissionDate: z.coerce.date(),
  // The service page it belongs on (a slug of content/services/); without one it shows on / and /about only.
  service: z.string().optional(),
});

export type Reference = z.infer<typeof referenceSchema>;

const referencesBase = './content/references';
const referenceFiles = glob({ pattern: '*.yaml', base: referencesBase });

/**
 * The glob loader warns when it finds no files, and the site ships with none until a customer says
 * yes: an empty folder is the expected state, so it loads nothing, quietly.
 */
const referencesLoader: Loader = {
  name: 'references',
  load: async (context) => {
    const folder = new URL(`${referencesBase}/`, context.config.root);
    if (!existsSync(folder) || !readdirSync(folder).some((file) => file.endsWith('.yaml'))) {
      context.store.clear();
      return;
    }
    await referenceFiles.load(context);
  },
};

const references = defineCollection({ loader: referencesLoader, schema: referenceSchema });

export const collections = { services, references };
