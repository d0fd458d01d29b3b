import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'astro/zod';

/**
 * The folder the company edits (content/), found from the working directory as Astro finds its own root:
 * the build, `npm start`, the tests and the n8n generators all run from the project's folder (the fixture
 * build from its temporary copy).
 */
export const contentRoot = () => join(process.cwd(), 'content');

/**
 * One YAML entry under content/, read at once and checked against its schema. For the facts that server-side
 * code outside Astro needs as well (the company, the figures and prices: the booking mails, the n8n
 * generators); pages read the other collections through `astro:content`. A fact that breaks its schema stops
 * whatever reads it, naming the file and the field, as the build does.
 */
export function readEntry<Schema extends z.ZodType>(file: string, schema: Schema): z.infer<Schema> {
  const path = join(contentRoot(), file);
  const result = schema.safeParse(parse(readFileSync(path, 'utf8')) ?? {});
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(hele filen)'}: ${issue.message}`);
  throw new Error(`content/${file} is not valid:\n${problems.join('\n')}`);
}
