import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { serviceSchema } from '../../src/schemas/service';
import { homePage } from '../../src/schemas/pages/home';
import { changedLines, projectContent, readTestRepository, seedTestRepository } from './fixtures/cms';
import { copyProject } from './fixtures/project-copy.mjs';
import { allRoutes } from './fixtures/routes';
import { E2E_BASE_URL, E2E_RUN_DIR } from './fixtures/test-env';

/**
 * docs/cms.md: an editor changes the home page's headline and a service's one-line summary in the CMS (its test
 * backend, which keeps the repository in the browser's own storage), saves, and the site built from the saved
 * files shows both; the CMS changed nothing else in the files, asked no host but the site, and broke no rule of
 * its page's policy.
 */
const HOME = 'content/pages/home.yaml';
const ERP = 'content/services/erp.md';
const headline = 'Vi tager telefonen, så I kan passe jeres kunder';
const summary = 'Økonomi, lager og salg samlet i ét ERP-system';

/** The site's front matter of a Markdown page. */
const frontMatterOf = (text: string) => parse(/^---\n([\s\S]*?)\n---/.exec(text)![1]!) as unknown;

/** Builds a copy of the project with the saved files in place of the originals; its dist/ folder. */
async function buildWith(files: Record<string, string>) {
  const project = join(E2E_RUN_DIR, 'cms-edited');
  copyProject(project);
  for (const [path, text] of Object.entries(files)) writeFileSync(join(project, path), text);
  const astro = spawn(process.execPath, [resolve('node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: project,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  astro.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((done) => astro.on('exit', done));
  if (code !== 0) throw new Error(`astro build failed:\n${errors}`);
  return join(project, 'dist');
}

/** The number of the first line that starts with `prefix`. */
const lineStarting = (text: string, prefix: string) =>
  text.split('\n').findIndex((line) => line.startsWith(prefix)) + 1;

const builtFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);

/** Opens a collection, then an entry or file of it, by their Danish names. */
async function openEntry(page: Page, collection: string, entry: string) {
  await page.getByRole('treeitem', { name: collection, exact: true }).click();
  await page.getByRole('row', { name: entry, exact: true }).click();
}

async function save(page: Page, path: string, original: string) {
  await page.getByRole('button', { name: 'Gem', exact: true }).click();
  // A read while the CMS still holds the file open for writing fails (NotReadableError): not saved yet, so poll on.
  await expect.poll(() => readTestRepository(page, path).catch(() => original)).not.toBe(original);
}

test('an editor changes the headline and a summary in the CMS, and the built site shows them', async ({ page }) => {
  // Two edits in the CMS, then a whole build of the site.
  test.setTimeout(240_000);
  const origin = new URL(E2E_BASE_URL).origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) elsewhere.push(request.url());
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy: ${event.violatedDirective} refused ${event.blockedURI}`);
    });
  });

  const content = projectContent();
  // astro preview answers /admin (its trailingSlash is `never`); a static host answers /admin/ as well.
  const served = await (await page.request.get('/admin')).text();
  expect(served).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(served).toMatch(/<meta http-equiv="content-security-policy" content="[^"]*script-src 'self';/);
  await page.goto('/admin');
  await seedTestRepository(page, content);
  await page.getByRole('button', { name: 'Arbejd med testrepository' }).click();

  await openEntry(page, 'Sider', 'Forside');
  await page.getByRole('textbox', { name: 'Overskrift', exact: true }).fill(headline);
  await save(page, HOME, content[HOME]!);

  await openEntry(page, 'Tjenester', 'ERP');
  await page.getByRole('textbox', { name: 'Resumé på én linje' }).fill(summary);
  await save(page, ERP, content[ERP]!);

  const savedHome = await readTestRepository(page, HOME);
  const savedErp = await readTestRepository(page, ERP);
  // Only the edited line changed: the files were already in the form the CMS writes.
  expect(changedLines(content[HOME]!, savedHome)).toEqual([lineStarting(content[HOME]!, 'title: ')]);
  expect(savedHome).toContain(`\ntitle: ${headline}\n`);
  expect(changedLines(content[ERP]!, savedErp)).toEqual([lineStarting(content[ERP]!, 'summary: ')]);
  expect(savedErp).toContain(`\nsummary: ${summary}\n`);
  const oldSummary = (frontMatterOf(content[ERP]!) as { summary: string }).summary;
  // The site's schemas accept what was saved.
  expect(homePage.parse(parse(savedHome)).title).toBe(headline);
  expect(serviceSchema.parse(frontMatterOf(savedErp)).summary).toBe(summary);

  expect(elsewhere).toEqual([]);
  expect(violations).toEqual([]);

  // The pages that list ERP with its summary (the other services of its category), in the build under test.
  const listing: string[] = [];
  for (const route of allRoutes) {
    if ((await (await page.request.get(route)).text()).includes(oldSummary)) listing.push(route);
  }
  expect(listing.length).toBeGreaterThan(0);

  const dist = await buildWith({ [HOME]: savedHome, [ERP]: savedErp });
  const built = (route: string) => readFileSync(join(dist, builtFile(route)), 'utf8');
  expect(built('/')).toMatch(new RegExp(`<h1[^>]*>${headline}</h1>`));
  for (const route of allRoutes) {
    expect(built(route), route).not.toContain(oldSummary);
    expect(built(route).includes(summary), route).toBe(listing.includes(route));
  }
});

test("a bespoke page and a hero drawing saved in the CMS change only the edited line: the sections' typed list and the drawing are in the CMS's form", async ({
  page,
}) => {
  const PHONE = 'content/services/ai-telefonassistent.md';
  // The phone assistant's hero is the live demo phone, with no words to edit: the chatbot's drawing has them.
  const HERO = 'content/service-heroes/ai-agent.yaml';
  const content = projectContent();
  await page.goto('/admin');
  await seedTestRepository(page, content);
  await page.getByRole('button', { name: 'Arbejd med testrepository' }).click();

  // The whole entry is written again on a save, its sections too: one line of difference proves their form.
  await openEntry(page, 'Skræddersyede tjenester', 'AI-telefonassistent');
  await page.getByRole('textbox', { name: 'Resumé på én linje' }).fill(summary);
  await save(page, PHONE, content[PHONE]!);
  const savedPhone = await readTestRepository(page, PHONE);
  expect(changedLines(content[PHONE]!, savedPhone)).toEqual([lineStarting(content[PHONE]!, 'summary: ')]);
  expect(serviceSchema.parse(frontMatterOf(savedPhone)).summary).toBe(summary);

  // Pages with illustrations (their words objects of one of several kinds), a comparison's caption beside its
  // columns and rated points beside their measure: the CMS sorts them by their leaves' key paths, as the form does.
  for (const [file, title] of [
    ['content/services/procesudvikling.md', 'Procesudvikling og automatisering'],
    ['content/services/hjemmesider.md', 'Hjemmesider'],
  ] as const) {
    await openEntry(page, 'Skræddersyede tjenester', title);
    await page.getByRole('textbox', { name: 'Resumé på én linje' }).fill(summary);
    await save(page, file, content[file]!);
    const saved = await readTestRepository(page, file);
    expect(changedLines(content[file]!, saved), file).toEqual([lineStarting(content[file]!, 'summary: ')]);
  }

  await openEntry(page, 'Tegninger i tjenesternes top', 'Chatbot (AI-agent)');
  await page.getByRole('textbox', { name: 'Viderestilling' }).fill('Står svaret ikke i kilderne, ringer vi kunden op.');
  await save(page, HERO, content[HERO]!);
  const savedHero = await readTestRepository(page, HERO);
  expect(changedLines(content[HERO]!, savedHero)).toEqual([lineStarting(content[HERO]!, 'handover: ')]);
});
