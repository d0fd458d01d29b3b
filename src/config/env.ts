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

/**
 * A CVR number as its 8 digits (`DK 12 34 56 78` gives `12345678`). Anything else stops the build: a
 * mistyped number would link buyers to another company's page in the register.
 */
function cvrNumber(value: string): string {
  const digits = value.replace(/\s/g, '').replace(/^DK/i, '');
  if (digits !== '' && !/^\d{8}$/.test(digits)) {
    throw new Error(`PUBLIC_COMPANY_CVR must be a CVR number of 8 digits, not "${value}"`);
  }
  return digits;
}

/** `Street 1, 5000 Town`: the parts a postal address (and its JSON-LD) needs, in the order Danes write them. */
export const postalAddressPattern = /^(?<street>[^,]+),\s*(?<postalCode>\d{4})\s+(?<city>.+)$/;

/** An address with its spaces tidied; one the pattern cannot split stops the build rather than print half. */
function postalAddress(value: string): string {
  const tidy = value.replace(/\s+/g, ' ');
  if (tidy !== '' && !postalAddressPattern.test(tidy)) {
    throw new Error(`PUBLIC_COMPANY_ADDRESS must read "street, postcode town", not "${value}"`);
  }
  return tidy;
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
  companyName: {
    name: 'PUBLIC_COMPANY_NAME',
    public: true,
    default: 'Fynbo AI',
    meaning: 'company name everywhere',
  },
  // The registration (name, CVR, address) has no default: an example would be a claim about a company
  // that a buyer might look up (docs/product.md#tillid).
  companyLegalName: {
    name: 'PUBLIC_COMPANY_LEGAL_NAME',
    public: true,
    default: '',
    meaning: 'registered name, written in full: footer, `/tillid`, `/about`, privacy policy, booking consent, JSON-LD',
    whenMissing:
      'the company name stands in the copyright line, the privacy policy and the booking consent; no page claims a registered name',
  },
  companyCvr: {
    name: 'PUBLIC_COMPANY_CVR',
    public: true,
    default: '',
    meaning:
      'CVR number (8 digits), linked to its page in the public company register: footer, `/tillid`, `/about`, privacy policy, JSON-LD',
    whenMissing: 'no page shows a CVR number',
    normalize: cvrNumber,
  },
  companyAddress: {
    name: 'PUBLIC_COMPANY_ADDRESS',
    public: true,
    default: '',
    meaning:
      'registered address as `street, postcode town` (e.g. `Eksempelvej 1, 5000 Odense C`): footer, `/tillid`, `/about`, privacy policy, JSON-LD',
    whenMissing: 'no page shows an address',
    normalize: postalAddress,
  },
  contactEmail: {
    name: 'PUBLIC_CONTACT_EMAIL',
    public: true,
    default: 'kontakt@fynbo-ai.dk',
    meaning: 'contact e-mail: footer, booking, demo and privacy pages',
  },
  contactPhone: {
    name: 'PUBLIC_CONTACT_PHONE',
    public: true,
    default: '+45 70 20 30 40',
    meaning: 'contact phone: footer, booking, demo and privacy pages',
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
    whenMissing: 'the demo says the live demo is not set up here and offers "Book et møde"',
  },
  vapiAssistantId: {
    name: 'PUBLIC_VAPI_ASSISTANT_ID',
    public: true,
    default: '',
    meaning: 'the assistant the demo calls',
    whenMissing: 'the demo says the live demo is not set up here and offers "Book et møde"',
  },
  vapiApiUrl: {
    name: 'PUBLIC_VAPI_API_URL',
    public: true,
    // The voice SDK's own default (a unit test holds the two equal).
    default: 'https://api.vapi.ai',
    meaning:
      "the voice provider's API host for the call and the chat: `https://api.eu.vapi.ai` for an organisation in the provider's EU region",
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

export function readEnv(source: EnvSource): EnvValues {
  const entries = Object.entries(envVariables).map(([key, variable]: [string, EnvVariable]) => {
    const value = source[variable.name as EnvName]?.trim() || variable.default;
    return [key, variable.normalize ? variable.normalize(value) : value];
  });
  return Object.fromEntries(entries) as EnvValues;
}

// Vite fills import.meta.env at build time; plain Node (the Playwright runner) has none.
export const env = readEnv(import.meta.env ?? {});
