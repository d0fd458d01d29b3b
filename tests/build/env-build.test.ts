/**
 * Builds the site as a deployer would, with every setting in a `.env` file and the company's own facts in
 * content/company.yaml, and checks that every
 * place that names the site's origin or the company agrees, that no default value is left in the
 * JavaScript sent to browsers, that the pages validate, and that the CSS and the illustrations keep to
 * their budgets. The build runs in a copy of the project in a temporary folder, so no `.env` and
 * no build output is ever left in the working tree.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join, relative, resolve } from 'node:path';
import {
  CHAT_OWN_JS_BUDGET,
  findIllustrations,
  findIslands,
  ILLUSTRATION_OWN_JS_BUDGET,
  illustrationNames,
  ownJs,
} from '../../scripts/ci/built-js.mjs';
import { cmsYaml } from '../../scripts/content/cms-yaml.mjs';
import {
  DISPLAY_TYPE_SELECTOR,
  FIRST_PAINT_FONT_BUDGET,
  HEADING_FONT_FILE,
  INVISIBLE_CHARACTERS,
} from '../../scripts/fonts/subset-headings.mjs';
import { woff2CodePoints } from '../../scripts/fonts/woff2-tables.mjs';
// @ts-expect-error jsdom (a dev dependency, the unit tests' DOM) ships no types; parsePage() types what it gives.
import { JSDOM } from 'jsdom';
import { envVariableList, type EnvName } from '../../src/config/env';
import { readCompany } from '../../src/entries/company';
import { readEntry } from '../../src/entries/read-entry';
import { fill } from '../../src/lib/placeholders';
import { priceAmount } from '../../src/lib/price-cards';
import { priserPage } from '../../src/schemas/pages/priser';
import { pricesSchema } from '../../src/schemas/prices';
import { tillidPage } from '../../src/schemas/pages/tillid';
import { processorSettings } from '../../src/config/data-protection';
import type { Company } from '../../src/schemas/company';
import { hashPassword } from '../../src/lib/staff/password-hash.js';
import { builtPages, htmlProblems } from '../unit/fixtures/html-validation';
import { unstatedAmountsIn } from '../unit/fixtures/kr-amounts';
import { copyProject } from '../e2e/fixtures/project-copy.mjs';

const origin = 'https://example.test';
/** A value for every variable (the type names them all), none of them its default. */
const settings: Record<EnvName, string> = {
  SITE_URL: `${origin}/`,
  PUBLIC_BOOKING_WEBHOOK_URL: 'https://hooks.example.test/booking',
  PUBLIC_VAPI_PUBLIC_KEY: 'env-build-public-key',
  PUBLIC_VAPI_ASSISTANT_ID: 'env-build-assistant-id',
  PUBLIC_VAPI_API_URL: 'https://voice.example.test',
  PUBLIC_STAFF_API_URL: 'https://automation.example.test/webhook/staff',
};
/** The company's facts as a company would state them in content/company.yaml, none of them the shipped ones. */
const companyFacts: Company = {
  name: 'Testfirma',
  legalName: 'Testfirma A/S',
  cvr: '12345674',
  address: 'Testvej 1, 9999 Testby',
  email: 'hej@example.test',
  phone: '+45 11 22 33 44',
  openingHours: '',
  trialTerms: '',
};
/** The shipped facts, which must not reach a build that states others. */
const shippedCompany = readCompany();
/**
 * Made in beforeAll and written to the .env file too: a usable hash, as a deployer might leave it
 * set, which the site must ignore (and say so).
 */
let staffPasswordHash: string;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How a default value could show in a browser chunk: as written, a phone number in any spacing,
 * and the domain of an address or URL on its own (`fynbo-ai.dk`).
 */
function tracesOf(value: string): RegExp[] {
  if (/^\+?[\d\s]+$/.test(value)) return [new RegExp([...value.replace(/\s/g, '')].map(escapeRegExp).join('\\s*'))];
  const domain = value.includes('@')
    ? value.split('@')[1]
    : URL.canParse(value)
      ? new URL(value).hostname.replace(/^www\./, '')
      : undefined;
  return [value, ...(domain ? [domain] : [])].map((text) => new RegExp(escapeRegExp(text), 'i'));
}

/**
 * The voice provider's API host defaults to the voice SDK's own (src/config/env.ts), which the SDK's
 * chunk names whatever the setting: that default is the provider's, not a detail of the company.
 */
const sdkDefaults = new Set(['PUBLIC_VAPI_API_URL']);
const defaultTraces = [
  ...envVariableList
    .filter((variable) => variable.default !== '' && !sdkDefaults.has(variable.name))
    .map((v) => v.default),
  shippedCompany.name,
  shippedCompany.email,
  shippedCompany.phone,
].flatMap(tracesOf);

let project: string;
let out: string;
let buildLog: string;
const built = (file: string) => readFileSync(join(out, file), 'utf8');
/** A built page's document. */
/** Each built page parsed once: three checks read all of them, and jsdom takes seconds for 35 pages. */
const parsedPages = new Map<string, Document>();
const parsePage = (page: string): Document => {
  if (!parsedPages.has(page)) parsedPages.set(page, new JSDOM(readFileSync(page, 'utf8')).window.document);
  return parsedPages.get(page)!;
};
/**
 * The heading font inside a page: the one `@font-face` of "Inter headings" in its `<style>`s, a data: URI, declared
 * for both heading weights (font-bold headings set the semibold file, unsynthesised).
 */
const headingFontIn = (document: Document, page: string): Buffer => {
  const faces = [...document.querySelectorAll('style')].flatMap((style) =>
    [...(style.textContent ?? '').matchAll(/@font-face\{font-family:"Inter headings";([^}]*)\}/g)].map(
      ([, body]) => body!,
    ),
  );
  expect(faces, page).toHaveLength(1);
  expect(faces[0], page).toContain('font-weight:600 700;');
  const data = /src:url\(data:font\/woff2;base64,([A-Za-z0-9+/=]+)\) format\("woff2"\)/.exec(faces[0]!);
  expect(data, page).not.toBeNull();
  return Buffer.from(data![1]!, 'base64');
};
/** The whole site's CSS, gzip-compressed as a host sends it, stays within 12 KB (docs/performance.md). */
const CSS_BUDGET_GZIP_BYTES = 12 * 1024;

beforeAll(async () => {
  staffPasswordHash = await hashPassword('env-build-adgangskode');
  project = mkdtempSync(join(tmpdir(), 'fynbo-env-build-'));
  out = join(project, 'dist');
  copyProject(project);
  const dotEnv = [...Object.entries(settings), ['STAFF_PASSWORD_HASH', staffPasswordHash]].map(
    ([name, value]) => `${name}=${value}`,
  );
  writeFileSync(join(project, '.env'), `${dotEnv.join('\n')}\n`);
  writeFileSync(join(project, 'content/company.yaml'), cmsYaml(companyFacts));
  // Only the .env file configures this build: nothing from the test runner's environment
  // (NODE_ENV=test, SITE_URL, PUBLIC_*) may reach it. Both output streams go to one file, in the
  // order they were written, as a terminal would show them.
  const logFile = join(project, 'build.log');
  const log = openSync(logFile, 'w');
  const build = spawnSync(process.execPath, [resolve('node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: project,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  buildLog = readFileSync(logFile, 'utf8');
  if (build.status !== 0) throw new Error(`astro build failed:\n${buildLog}`);
}, 240_000);

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('a build configured by .env', () => {
  it('sets every variable to something other than its default', () => {
    expect(Object.keys(settings)).toEqual(envVariableList.map((variable) => variable.name));
    for (const variable of envVariableList) expect(settings[variable.name as EnvName]).not.toBe(variable.default);
    // The traces catch each default detail however it is written, and nothing of this build's own.
    const caught = (text: string) => defaultTraces.some((trace) => trace.test(text));
    for (const text of ['"fynbo-ai.dk"', 'Fynbo AI', 'tel:+4570203040', '+45 70 20 30 40', '+45 7020 3040']) {
      expect(caught(text), text).toBe(true);
    }
    expect([...Object.values(settings), ...Object.values(companyFacts)].filter(caught)).toEqual([]);
  });

  it('names one origin in the sitemap, canonical links, Open Graph, JSON-LD and robots.txt', () => {
    const sitemapUrls = [...built('sitemap-0.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(sitemapUrls.length).toBeGreaterThanOrEqual(30);
    expect(sitemapUrls.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
    expect(built('sitemap-index.xml')).toContain(`<loc>${origin}/sitemap-0.xml</loc>`);
    expect(built('robots.txt')).toContain(`Sitemap: ${origin}/sitemap-index.xml`);

    const about = built('about.html');
    expect(about).toContain(`<link rel="canonical" href="${origin}/about">`);
    expect(about).toContain(`<meta property="og:url" content="${origin}/about">`);
    const [organization, website] = JSON.parse(
      about.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)![1]!,
    ) as Record<string, unknown>[];
    expect(organization).toMatchObject({ '@id': `${origin}/#organization`, url: `${origin}/` });
    expect(website).toMatchObject({ '@id': `${origin}/#website`, publisher: { '@id': `${origin}/#organization` } });

    // No page, feed or file still points at the default origin.
    const withDefault = readdirSync(out, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(html|xml|txt)$/.test(file))
      .filter((file) => built(file).includes('https://www.fynbo-ai.dk'));
    expect(withDefault).toEqual([]);
  });

  it('uses the company name and the legal name exactly as given', () => {
    const home = built('index.html');
    expect(home).toContain('<title>Testfirma – ');
    expect(home).toMatch(/© \d{4} Testfirma A\/S\. Alle rettigheder forbeholdes\./);
    expect(home).toContain('"legalName":"Testfirma A/S"');
    expect(built('privatliv.html')).toContain('Testfirma A/S');
    expect(home).not.toContain('Fynbo AI ApS');
  });

  it('shows the registration where it is stated, the CVR number linked to the public register', () => {
    const register = 'href="https://datacvr.virk.dk/enhed/virksomhed/12345674"';
    const home = built('index.html');
    expect(home).toContain('"vatID":"DK12345674"');
    expect(home).toContain('"streetAddress":"Testvej 1","postalCode":"9999","addressLocality":"Testby"');
    for (const page of ['index.html', 'tillid.html']) {
      expect(built(page), page).toContain(register);
      expect(built(page), page).toContain('Testvej 1, 9999 Testby');
    }
    expect(built('tillid.html')).toContain('Testfirma A/S');
    // With a CVR number there is something to look up, and the section's lead says so.
    const { company } = readEntry('pages/tillid.yaml', tillidPage);
    expect(built('tillid.html')).toContain(company.lead);
    expect(built('tillid.html')).not.toContain(company.leadWithoutRegister);
    for (const page of ['about.html', 'privatliv.html']) expect(built(page), page).toContain('12345674');
    // The home page's trust section links the register too, in its entry's words; the service pages lead with
    // their product and leave it out (issue #40).
    const label = fill(readEntry('pages/tillid.yaml', tillidPage).checks.registerLink, { cvr: '12345674' });
    expect(label).toContain('12345674');
    const link = /href="https:\/\/datacvr\.virk\.dk\/enhed\/virksomhed\/12345674"[^>]*>([^<]*)</.exec(
      built('index.html'),
    );
    expect(link?.[1]).toBe(label);
    expect(built('services/ai-telefonassistent.html')).not.toContain(label);
  });

  it('names the same processors on /about#data, /privatliv and /tillid#data: with everything set up, all of them', () => {
    // docs/product.md#privacy-policy-page; tests/unit/data-protection.test.ts holds the unset configuration.
    const named = Object.values(processorSettings).flatMap((processor) =>
      'name' in processor ? [processor.name] : [],
    );
    const text = (page: string, selector: string) =>
      parsePage(join(out, page)).querySelector(selector)?.textContent?.replace(/\s+/g, ' ') ?? '';
    const pages = {
      about: text('about.html', '#data'),
      privatliv: text('privatliv.html', 'main'),
      tillid: text('tillid.html', '#data'),
    };
    for (const [page, content] of Object.entries(pages)) {
      expect(content, page).not.toBe('');
      expect(
        named.filter((name) => content.includes(name)),
        page,
      ).toEqual(named);
    }
  });

  it('leaves no default company detail in the JavaScript sent to browsers', () => {
    const chunks = readdirSync(join(out, '_astro')).filter((file) => file.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(10);
    const withDefault = chunks.flatMap((file) => {
      const code = built(join('_astro', file));
      return defaultTraces.filter((trace) => trace.test(code)).map((trace) => `${file}: ${trace}`);
    });
    expect(withDefault).toEqual([]);
  });

  it('prints one warning: the hash is ignored by the site, and is nowhere in the build', () => {
    const warnings = buildLog.split('\n').filter((line) => /\[WARN\]|STAFF_PASSWORD_HASH/.test(line));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('STAFF_PASSWORD_HASH is ignored by the site');
    const withHash = readdirSync(out, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(html|js)$/.test(file))
      .filter((file) => built(file).includes(staffPasswordHash.split(':')[3]!));
    expect(withHash).toEqual([]);
  });

  it('validates as HTML, with the booking form, demo and staff panel set up', async () => {
    expect(builtPages(out).length).toBeGreaterThanOrEqual(34);
    expect(await htmlProblems(out)).toEqual([]);
    // 34 pages through the validator: seconds on a busy two-core machine.
  }, 60_000);

  it('states every amount in kroner from content/prices.yaml or content/figures.yaml', () => {
    // docs/product.md#marketing-figures: no amount has a home outside the two entries (tests/unit/kr-amounts.test.ts).
    const { found, unstated } = unstatedAmountsIn(out);
    expect(found).toBeGreaterThan(40);
    expect(unstated).toEqual([]);
  });

  it('lists every price of content/prices.yaml on /priser, with what it includes, and no trial terms', () => {
    // docs/product.md#prices-page: one card per price, `ekskl. moms` only where the price says so.
    const { prices } = readEntry('prices.yaml', pricesSchema);
    const { labels, trial } = readEntry('pages/priser.yaml', priserPage);
    const page = parsePage(join(out, 'priser.html'));
    const cards = [...page.querySelectorAll('main article[id]')].map((card) => card.id);
    expect(cards).toEqual(prices.map((price) => price.id));
    for (const price of prices) {
      const card = page.getElementById(price.id)!;
      const text = card.textContent!.replace(/\s+/g, ' ');
      expect(text, price.id).toContain(priceAmount(price).replace(/\s/g, ' '));
      for (const item of price.includes) expect(text, price.id).toContain(item);
      expect(text.includes(labels.exVat), price.id).toBe(price.exVat);
    }
    // The company states no trial terms in this build, so no terms and no trial promise.
    expect(page.getElementById('proevevilkaar')).toBeNull();
    expect(page.body.textContent).not.toContain(trial.title);
  });

  it('carries no Testdata banner: only `npm run build:fixture` (FIXTURE_BANNER=1) does', () => {
    const withBanner = builtPages(out).filter((page) => readFileSync(page, 'utf8').includes('aria-label="Testdata"'));
    expect(withBanner).toEqual([]);
  });

  it("keeps all of the site's CSS within 12 KB gzip", () => {
    const cssFiles = readdirSync(join(out, '_astro')).filter((file) => file.endsWith('.css'));
    const bytes = cssFiles.reduce((sum, file) => sum + gzipSync(readFileSync(join(out, '_astro', file))).length, 0);
    expect(cssFiles.length).toBeGreaterThan(0);
    // Above 10 KB: a build that lost its stylesheet would otherwise pass.
    expect(bytes).toBeGreaterThan(10 * 1024);
    expect(bytes).toBeLessThanOrEqual(CSS_BUDGET_GZIP_BYTES);
  });

  it('fetches no font before the first paint: the heading font (at most 24 KB) is inside every page', () => {
    const committed = readFileSync(HEADING_FONT_FILE);
    for (const page of builtPages(out)) {
      const document = parsePage(page);
      expect(document.querySelectorAll('link[rel="preload"][as="font"]'), relative(out, page)).toHaveLength(0);
      const font = headingFontIn(document, relative(out, page));
      expect(font.equals(committed), relative(out, page)).toBe(true);
      expect(font.length, relative(out, page)).toBeLessThanOrEqual(FIRST_PAINT_FONT_BUDGET);
    }
    // Parsing 35 pages takes seconds on a busy two-core machine.
  }, 60_000);

  it('sets no heading or display figure in a character the heading font lacks', () => {
    const lacking = new Map<string, string>();
    for (const page of builtPages(out)) {
      const document = parsePage(page);
      const font = woff2CodePoints(headingFontIn(document, relative(out, page)));
      for (const element of document.querySelectorAll(DISPLAY_TYPE_SELECTOR)) {
        for (const character of element.textContent ?? '') {
          if (/[ \t\n\r]/.test(character) || INVISIBLE_CHARACTERS.includes(character)) continue;
          if (!font.has(character.codePointAt(0)!) && !lacking.has(character)) {
            lacking.set(character, `${relative(out, page)}: ${element.textContent?.trim()}`);
          }
        }
      }
    }
    // Add the character to HEADING_CHARACTERS (scripts/fonts/subset-headings.mjs) and run npm run fonts:headings.
    expect(Object.fromEntries(lacking)).toEqual({});
    // Parsing 35 pages takes seconds on a busy two-core machine.
  }, 60_000);

  it("runs no inline script or event handler and applies no inline style that the page's CSP does not name by its hash", () => {
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    let scripts = 0;
    for (const page of builtPages(out)) {
      const document = parsePage(page);
      const policy = document.querySelector('meta[http-equiv="content-security-policy"]')!.getAttribute('content')!;
      const directive = (name: string) =>
        policy
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .find(([directiveName]) => directiveName === name)
          ?.slice(1) ?? [];
      const scriptSources = directive('script-src');
      const styleSources = directive('style-src-elem');
      // Data blocks (JSON-LD) are not run, so the policy does not apply to them.
      for (const script of document.querySelectorAll('script:not([src])')) {
        const type = script.getAttribute('type');
        if (type && type !== 'module' && type !== 'text/javascript') continue;
        scripts++;
        expect(scriptSources, `${relative(out, page)}: ${script.textContent?.slice(0, 80)}`).toContain(
          hash(script.textContent ?? ''),
        );
      }
      // An event handler attribute is an inline script no hash can allow (without 'unsafe-hashes').
      const handlers = [...document.querySelectorAll('*')].flatMap((element) =>
        element
          .getAttributeNames()
          .filter((name) => /^on/i.test(name))
          .map((name) => `<${element.localName} ${name}>`),
      );
      expect(handlers, relative(out, page)).toEqual([]);
      for (const style of document.querySelectorAll('style')) {
        expect(styleSources, `${relative(out, page)}: ${style.textContent?.slice(0, 80)}`).toContain(
          hash(style.textContent ?? ''),
        );
      }
    }
    // The font loader alone is on every page: the check cannot pass empty.
    expect(scripts).toBeGreaterThanOrEqual(builtPages(out).length);
    // Parsing 35 pages takes seconds on a busy two-core machine.
  }, 60_000);

  it('gives no illustration more than 6 KB gzip of JavaScript of its own beyond the shared React runtime', () => {
    const pages = builtPages(out).map((page) => ({ route: page, html: built(relative(out, page)) }));
    const own = new Map(
      findIllustrations(pages).map(({ name, componentUrl, rendererUrl }) => [
        name,
        ownJs(out, componentUrl, rendererUrl),
      ]),
    );
    // Every illustration is on some page, and each one weighs something: the check cannot pass empty.
    expect([...own.keys()].sort()).toEqual([...illustrationNames].sort());
    for (const [name, bytes] of own) {
      expect(bytes, name).toBeGreaterThan(1024);
      expect(bytes, name).toBeLessThanOrEqual(ILLUSTRATION_OWN_JS_BUDGET);
    }
  });

  it('gives the written demo at most 8.5 KB gzip of JavaScript of its own when the visitor reaches for it', () => {
    const chats = findIslands(
      [{ route: 'services/ai-agent.html', html: built('services/ai-agent.html') }],
      new Set(['ChatDemo']),
    );
    expect(chats).toHaveLength(1);
    const bytes = ownJs(out, chats[0]!.componentUrl, chats[0]!.rendererUrl);
    // The provider's adapter is fetched on the first message, not here (docs/product.md#demo-chat).
    expect(bytes).toBeGreaterThan(1024);
    expect(bytes).toBeLessThanOrEqual(CHAT_OWN_JS_BUDGET);
  });

  it('gives the savings calculator at most 6 KB gzip of JavaScript of its own when the visitor reaches for it', () => {
    // docs/product.md#savings-calculator: the same budget as an illustration's.
    // On the products' pages only (the home page shows the example's figures).
    const route = 'services/ai-telefonassistent.html';
    const calculators = findIslands([{ route, html: built(route) }], new Set(['SavingsCalculator']));
    expect(calculators).toHaveLength(1);
    const bytes = ownJs(out, calculators[0]!.componentUrl, calculators[0]!.rendererUrl);
    expect(bytes).toBeGreaterThan(1024);
    expect(bytes).toBeLessThanOrEqual(ILLUSTRATION_OWN_JS_BUDGET);
  });
});
