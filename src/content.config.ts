import { existsSync, readdirSync } from 'node:fs';
import { defineCollection } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import { serviceSchema } from './schemas/service';
import { companySchema } from './schemas/company';
import { figuresSchema } from './schemas/figures';
import { pageSchema } from './schemas/pages';
import { personSchema } from './schemas/people';
import { pricesSchema } from './schemas/prices';
import { referenceSchema } from './schemas/references';
import { sampleCallSchema } from './schemas/sample-call';
import { serviceHeroSchema } from './schemas/service-hero';
import { serviceTemplateSchema } from './schemas/service-template';

/**
 * Everything a visitor reads, as typed entries the company edits in the CMS (docs/cms.md). Each schema lives in
 * src/schemas/ with a Danish label and hint per field, from which the CMS's configuration is generated.
 */

/**
 * The glob loader warns when it finds no files, and some folders ship empty on purpose (references and people
 * until somebody says yes in writing): an empty folder loads nothing, quietly.
 */
function optionalFolder(name: string, base: string): Loader {
  const files = glob({ pattern: '*.yaml', base });
  return {
    name,
    load: async (context) => {
      const folder = new URL(`${base}/`, context.config.root);
      if (!existsSync(folder) || !readdirSync(folder).some((file) => file.endsWith('.yaml'))) {
        context.store.clear();
        return;
      }
      await files.load(context);
    },
  };
}

/** A collection of one file (content/<name>.yaml): its entry's id is the file's name. */
const single = (file: string) => glob({ pattern: file, base: './content' });

export const collections = {
  services: defineCollection({
    loader: glob({ pattern: '**/*.md', base: './content/services' }),
    schema: serviceSchema,
  }),
  pages: defineCollection({ loader: glob({ pattern: '*.yaml', base: './content/pages' }), schema: pageSchema }),
  references: defineCollection({
    loader: optionalFolder('references', './content/references'),
    schema: referenceSchema,
  }),
  people: defineCollection({ loader: optionalFolder('people', './content/people'), schema: personSchema }),
  company: defineCollection({ loader: single('company.yaml'), schema: companySchema }),
  figures: defineCollection({ loader: single('figures.yaml'), schema: figuresSchema }),
  prices: defineCollection({ loader: single('prices.yaml'), schema: pricesSchema }),
  'sample-call': defineCollection({ loader: single('sample-call.yaml'), schema: sampleCallSchema }),
  'service-heroes': defineCollection({
    loader: glob({ pattern: '*.yaml', base: './content/service-heroes' }),
    schema: serviceHeroSchema,
  }),
  'service-template': defineCollection({ loader: single('service-template.yaml'), schema: serviceTemplateSchema }),
};
