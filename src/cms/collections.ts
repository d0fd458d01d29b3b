import type { z } from 'astro/zod';
import { serviceCategories } from '../config/site.ts';
import { serviceSchema } from '../lib/service-schema.ts';
import { companySchema } from '../schemas/company.ts';
import { figuresSchema } from '../schemas/figures.ts';
import { pageSchemas, type PageId } from '../schemas/pages/index.ts';
import { personSchema } from '../schemas/people.ts';
import { pricesSchema } from '../schemas/prices.ts';
import { referenceSchema } from '../schemas/references.ts';
import { sampleCallSchema } from '../schemas/sample-call.ts';

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

/** Each page's name in the CMS: a new page in src/schemas/pages/ needs one here (the type says so). */
const pageLabels: Record<PageId, string> = {
  home: 'Forside',
  about: 'Om os',
  tillid: 'Tillid og data',
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
      'Tjenestesiderne, der bygges af én fælles skabelon: titel, menutekster, punktlister og brødtekst. De skræddersyede sider (fx AI-telefonassistent) redigeres ikke her endnu.',
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
  // The 12 bespoke services (`template: bespoke`, content/services/*.mdx) join as a collection of their own,
  // `services-bespoke`, once their sections live in their front matter: the bespoke branch of serviceSchema,
  // `filter: { field: 'template', value: 'bespoke' }`, and no body field (an MDX body is not Markdown).
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
