import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { serviceSchema } from './lib/service-schema';

const services = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: './content/services' }),
  schema: serviceSchema,
});

export const collections = { services };
