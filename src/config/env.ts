/**
 * The one description of the build environment (`.env` or the host's variables; README,
 * "Configuration"), and the one place that reads it. A new variable is two edits: an entry below and
 * its line in `.env.example` (a unit test holds the two, and the README's table, in step). The values
 * (`readEnv`), the types of `import.meta.env` (src/env.d.ts) and the end-to-end build's environment
 * (tests/e2e/fixtures/test-env.ts) all come from this list.
 *
 * Server only: pages and astro.config.mjs import the values from here; islands, stores and what they
 * import never do (a unit test and an ESLint rule say so), so nothing here is bundled for browsers.
 * Islands get what they show as props from their page.
 *
 * Why not Astro's `env.schema` (`astro:env`): astro.config.mjs needs the same values, with the same
 * defaults, for `site` and the CSP before Astro's virtual modules exist, and the Playwright runner and
 * Node scripts import the site's config without Vite, where `astro:env/*` cannot load. A schema would
 * be a second list to keep in step with this one; this module is plain TypeScript that all of them
 * load, and a blank value counts as missing here (a copied `.env.example` leaves most of them blank).
 */

export interface EnvVariable {
  /** The variable's name in `.env` and in the host's environment. */
  readonly name: string;
  /**
   * Whether the value is meant for visitors to see (company details, the booking webhook, the voice
   * provider's client key), which its name says with Vite's `PUBLIC_` prefix. Vite would hand such a
   * variable to browser code through `import.meta.env`; here only the server reads any of them, and
   * a page passes its islands what they show.
   */
  readonly public: boolean;
  /** The value when the variable is missing or blank; `''` means "not set up". */
  readonly default: string;
  /** What the value is used for (the README table's "used for" column). */
  readonly meaning: string;
  /** What the site does without a value, for variables whose default is `''`. */
  readonly whenMissing?: string;
  /** Turns the configured value into the one the site uses. */
  readonly normalize?: (value: string) => string;
}

/** Every variable, in the order of `.env.example`, by the name the code reads its value under. */
export const envVariables = {
  siteUrl: {
    name: 'SITE_URL',
    public: false,
    default: 'https://www.fynbo-ai.dk',
    meaning: 'canonical URLs, Open Graph, JSON-LD, `sitemap.xml`, `robots.txt`',
    // The canonical origin, without a trailing slash.
    normalize: (value) => value.replace(/\/+$/, ''),
  },
  bookingWebhookUrl: {
    name: 'PUBLIC_BOOKING_WEBHOOK_URL',
    public: true,
    default: '',
    meaning: 'where the booking form POSTs its JSON',
    whenMissing: 'the form says online booking is not available right now and shows email and phone instead',
  },
  vapiPublicKey: {
    name: 'PUBLIC_VAPI_PUBLIC_KEY',
    public: true,
    default: '',
    meaning: "the voice provider's **public** client key for the demo",
    whenMissing:
      'the demo is shown as not set up from the first paint (its call button off, "Book et møde"), and `/services/ai-agent` leaves out its chatbot to try',
  },
  vapiAssistantId: {
    name: 'PUBLIC_VAPI_ASSISTANT_ID',
    public: true,
    default: '',
    meaning: 'the assistant the demo calls',
    whenMissing:
      'the demo is shown as not set up from the first paint (its call button off, "Book et møde"), and `/services/ai-agent` leaves out its chatbot to try',
  },
  vapiApiUrl: {
    name: 'PUBLIC_VAPI_API_URL',
    public: true,
    // The voice SDK's own default (a unit test holds the two equal).
    default: 'https://api.vapi.ai',
    meaning:
      "the voice provider's API host for the call and the chat: `https://api.eu.vapi.ai` for an organisation in the provider's EU region; on a loopback address (`npm start`'s stand-in) the demo writes but does not call",
    // The base URL without a trailing slash, so `/chat/web` joins it as it is.
    normalize: (value) => value.replace(/\/+$/, ''),
  },
  staffApiUrl: {
    name: 'PUBLIC_STAFF_API_URL',
    public: true,
    default: '',
    meaning:
      "the staff API's base URL (the n8n staff workflow's production URL, or http://127.0.0.1:8787/staff-api locally)",
    whenMissing: 'the staff panel says it is not set up; nobody gets in',
    // The base URL without a trailing slash, so the routes' paths join it as they are.
    normalize: (value) => value.replace(/\/+$/, ''),
  },
} as const satisfies Record<string, EnvVariable>;

type EnvVariables = typeof envVariables;

/** A variable's name, e.g. `SITE_URL`. */
export type EnvName = EnvVariables[keyof EnvVariables]['name'];

/** The environment as read: each variable may be missing. */
export type EnvSource = Partial<Record<EnvName, string | undefined>>;

/** The values the site uses, defaults applied. */
export type EnvValues = { readonly [Key in keyof EnvVariables]: string };

/** Every variable in `.env.example` order. */
export const envVariableList: readonly EnvVariable[] = Object.values(envVariables);

/**
 * Variables that once held a company fact, by the field of content/company.yaml that holds it now: one home
 * per fact, so a variable still set stops the build rather than be silently ignored (docs/cms.md).
 */
export const retiredVariables = {
  PUBLIC_COMPANY_NAME: 'name (Firmanavn)',
  PUBLIC_COMPANY_LEGAL_NAME: 'legalName (Juridisk navn)',
  PUBLIC_COMPANY_CVR: 'cvr (CVR-nummer)',
  PUBLIC_COMPANY_ADDRESS: 'address (Adresse)',
  PUBLIC_CONTACT_EMAIL: 'email (E-mail)',
  PUBLIC_CONTACT_PHONE: 'phone (Telefon)',
} as const;

/** The sentence that stops a build where a retired variable is still set, or nothing. */
export function retiredVariableProblem(source: Readonly<Record<string, string | undefined>>): string | undefined {
  const set = Object.entries(retiredVariables).filter(([name]) => source[name]?.trim());
  if (set.length === 0) return undefined;
  const lines = set.map(([name, field]) => `  ${name}: now the field ${field} of content/company.yaml`);
  return `These variables are no longer read; the company's facts live in content/company.yaml (edited in the CMS). Move each value there and remove the variable:\n${lines.join('\n')}`;
}

export function readEnv(source: EnvSource): EnvValues {
  const retired = retiredVariableProblem(source as Record<string, string | undefined>);
  if (retired) throw new Error(retired);
  const entries = Object.entries(envVariables).map(([key, variable]: [string, EnvVariable]) => {
    const value = source[variable.name as EnvName]?.trim() || variable.default;
    return [key, variable.normalize ? variable.normalize(value) : value];
  });
  return Object.fromEntries(entries) as EnvValues;
}

// Vite fills import.meta.env at build time; plain Node (the Playwright runner) has none.
export const env = readEnv(import.meta.env ?? {});

/**
 * FIXTURE_BANNER=1 marks a build whose facts are made up (`npm run build:fixture` sets it and lays
 * tests/fixtures/facts/ over content/): every page then carries the Testdata banner. A flag of that script, not a
 * deployer's setting, so it is in neither the list above, `.env.example` nor the README's table.
 */
export const testdataBanner = import.meta.env?.FIXTURE_BANNER === '1';
