import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'astro/zod';
import { parse } from 'yaml';
import { contentRoot } from '../entries/read-entry.ts';
import { serviceCategories } from '../config/site.ts';
import { serviceSchema } from '../schemas/service.ts';
import { companySchema } from '../schemas/company.ts';
import { figuresSchema } from '../schemas/figures.ts';
import { pageSchemas, type PageId } from '../schemas/pages/index.ts';
import { personSchema } from '../schemas/people.ts';
import { pricesSchema } from '../schemas/prices.ts';
import { referenceSchema } from '../schemas/references.ts';
import { sampleCallSchema } from '../schemas/sample-call.ts';
import { serviceHeroSchema } from '../schemas/service-hero.ts';
import { serviceTemplateSchema } from '../schemas/service-template.ts';

/**
 * Every collection the CMS edits, in the order of its collection list: one registry, from which the CMS's
 * configuration (./config.ts) and the content formatter (scripts/content/format-content.mjs) are both made.
 * A new collection is one entry here: its schema from src/schemas/, its Danish words, and where its files are.
 */

/** Where a collection's uploads go: a folder of the repository, never public/ (the build processes them). */
interface Media {
  /** The folder from the repository's root, e.g. `src/assets/people`; the field stores `/<folder>/<file>`. */
  folder: string;
}

interface Words {
  /** The collection's name in the CMS's list, in Danish. */
  label: string;
  /** One entry's name (`Ny tjeneste`), where the collection holds many. */
  singular?: string;
  /** One or two Danish sentences under the name: what the collection is, where it shows. */
  description: string;
}

/** Many entries, one file each, in one folder (references, people, services). */
export interface FolderCollection extends Words {
  kind: 'folder';
  name: string;
  folder: string;
  /** `yaml` for data, `md` for a page with a Markdown body (front matter). */
  extension: 'yaml' | 'md';
  schema: z.ZodObject;
  /** The Markdown body under the front matter, with its Danish label and hint (`md` only). */
  body?: { label: string; hint: string };
  /** Only the files whose `field` holds `value` belong to this collection. */
  filter?: { field: string; value: string };
  /** The field an entry is named by in lists and in its file's name. */
  identifier: string;
  /** Danish names for the choices of a select field, by field and value, where the values are ids. */
  choices?: Record<string, Record<string, string>>;
  media?: Media;
}

/** One named file each (the pages, the company, the sample call). */
export interface FilesCollection extends Words {
  kind: 'files';
  name: string;
  files: readonly { name: string; label: string; file: string; schema: z.ZodObject }[];
  media?: Media;
}

export type CmsCollection = FolderCollection | FilesCollection;

/**
 * The generic services' schema: the `generic` branch of the services' union. The CMS has no fields that depend on
 * another field's value, so each branch is a collection of its own.
 */
const genericService = serviceSchema.options.find((option) => option.shape.template.value === 'generic')!;

/** The bespoke services' schema: the `bespoke` branch, whose `sections` list is a typed list of blocks. */
const bespokeService = serviceSchema.options.find((option) => option.shape.template.value === 'bespoke')!;

/**
 * The hero drawings (content/service-heroes/<slug>.yaml): one file per service page, each edited with its own
 * composition's fields (its `family`), under the service's title. A new service's drawing starts as a file.
 */
function heroFiles(): FilesCollection['files'] {
  const folder = join(contentRoot(), 'service-heroes');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => {
      const slug = file.replace(/\.yaml$/, '');
      const { family } = (parse(readFileSync(join(folder, file), 'utf8')) ?? {}) as { family?: string };
      const schema = serviceHeroSchema.options.find((option) => option.shape.family.value === family);
      if (!schema) throw new Error(`content/service-heroes/${file}: "${String(family)}" is no hero composition`);
      const service = join(contentRoot(), 'services', `${slug}.md`);
      const title = existsSync(service)
        ? (parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(service, 'utf8'))?.[1] ?? '') as { title?: string })?.title
        : undefined;
      return { name: slug, label: title ?? slug, file: `content/service-heroes/${file}`, schema };
    });
}

/** Each page's name in the CMS: a new page in src/schemas/pages/ needs one here (the type says so). */
const pageLabels: Record<PageId, string> = {
  home: 'Forside',
  about: 'Om os',
  tillid: 'Tillid og data',
  priser: 'Priser',
  privatliv: 'Privatlivspolitik',
  booking: 'Book et møde',
  demo: 'Demo',
  staff: 'Medarbejderpanel',
  'not-found': 'Siden findes ikke (404)',
  chrome: 'Sidehoved, menuer og sidefod',
};

export const cmsCollections: readonly CmsCollection[] = [
  {
    kind: 'folder',
    name: 'services',
    label: 'Tjenester',
    singular: 'Tjeneste',
    description:
      'Tjenestesiderne, der bygges af én fælles skabelon: titel, menutekster, punktlister og brødtekst. De skræddersyede sider (fx AI-telefonassistent) ligger under Skræddersyede tjenester.',
    folder: 'content/services',
    extension: 'md',
    schema: genericService,
    filter: { field: 'template', value: 'generic' },
    body: {
      label: 'Brødtekst',
      hint: 'Teksten under "Sådan hjælper vi jer", i afsnit. Et ord i krøllede parenteser, fx {oppetid}, er et tal, sitet sætter ind.',
    },
    identifier: 'title',
    // The menu's category names, as a visitor reads them.
    choices: { category: Object.fromEntries(serviceCategories.map(({ id, title }) => [id, title])) },
  },
  {
    kind: 'folder',
    name: 'services-bespoke',
    label: 'Skræddersyede tjenester',
    singular: 'Skræddersyet tjeneste',
    description:
      'De 12 tjenestesider med egne sektioner (fx AI-telefonassistent): titel, menutekster og sidens blokke i rækkefølge. Et tal skrives som {nøgle} fra Tal.',
    folder: 'content/services',
    extension: 'md',
    schema: bespokeService,
    filter: { field: 'template', value: 'bespoke' },
    identifier: 'title',
    choices: { category: Object.fromEntries(serviceCategories.map(({ id, title }) => [id, title])) },
  },
  {
    kind: 'files',
    name: 'service-heroes',
    label: 'Tegninger i tjenesternes top',
    singular: 'Tegning',
    description:
      'Ordene i tegningen øverst på hver tjenesteside: et eksempel på tjenestens eget arbejde, i tjenestefamiliens form.',
    files: heroFiles(),
  },
  {
    kind: 'files',
    name: 'service-template',
    label: 'Fælles skabelon for tjenester',
    description:
      'Overskrifterne og knapperne, som de 15 tjenestesider fra den fælles skabelon deler: samme ord på alle siderne.',
    files: [
      {
        name: 'service-template',
        label: 'Skabelonens tekster',
        file: 'content/service-template.yaml',
        schema: serviceTemplateSchema,
      },
    ],
  },
  {
    kind: 'files',
    name: 'pages',
    label: 'Sider',
    singular: 'Side',
    description:
      'Teksterne på de faste sider: forsiden, Om os, Tillid og data og de andre, og sidehovedet og sidefoden.',
    files: (Object.keys(pageSchemas) as PageId[]).map((id) => ({
      name: id,
      label: pageLabels[id],
      file: `content/pages/${id}.yaml`,
      schema: pageSchemas[id],
    })),
  },
  {
    kind: 'folder',
    name: 'references',
    label: 'Kundereferencer',
    singular: 'Reference',
    description:
      'Kunders egne udtalelser, hver med kundens skriftlige tilladelse. Uden referencer vises afsnittet ingen steder.',
    folder: 'content/references',
    extension: 'yaml',
    schema: referenceSchema,
    identifier: 'customer',
  },
  {
    kind: 'folder',
    name: 'people',
    label: 'Medarbejdere',
    singular: 'Medarbejder',
    description:
      'Personerne på Om os og under "Hvem I handler med" på Tillid og data, hver med datoen for sit samtykke.',
    folder: 'content/people',
    extension: 'yaml',
    schema: personSchema,
    identifier: 'name',
    media: { folder: 'src/assets/people' },
  },
  {
    kind: 'files',
    name: 'company',
    label: 'Virksomheden',
    description:
      'Firmaets egne oplysninger: navn, CVR-nummer, adresse, e-mail, telefon og åbningstider. Et tomt felt vises ingen steder.',
    files: [
      { name: 'company', label: 'Virksomhedens oplysninger', file: 'content/company.yaml', schema: companySchema },
    ],
  },
  {
    kind: 'files',
    name: 'figures',
    label: 'Tal',
    description:
      'Sidernes tal (besparelser, oppetid, statistik), hvert med sit grundlag: en kilde, jeres egen opgørelse, eller mangler.',
    files: [{ name: 'figures', label: 'Tallene', file: 'content/figures.yaml', schema: figuresSchema }],
  },
  {
    kind: 'files',
    name: 'prices',
    label: 'Priser',
    description: 'Hver pris, sitet nævner, ét sted: beløb eller spænd, periode, og om den er uden moms.',
    files: [{ name: 'prices', label: 'Priserne', file: 'content/prices.yaml', schema: pricesSchema }],
  },
  {
    kind: 'files',
    name: 'sample-call',
    label: 'Eksempel på en samtale',
    description:
      'En rigtig optaget samtale med demo-agenten til besøgende uden mikrofon. Den vises først med lydfil, udskrift og samtykke.',
    files: [
      { name: 'sample-call', label: 'Eksempelsamtalen', file: 'content/sample-call.yaml', schema: sampleCallSchema },
    ],
    media: { folder: 'content/sample-call' },
  },
];
