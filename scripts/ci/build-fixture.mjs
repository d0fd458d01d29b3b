// @ts-check
/**
 * `npm run build:fixture`: the site with made-up facts in every slot the real site leaves empty until the company
 * gives them (tests/fixtures/facts/README.md), each page under a Testdata banner. It copies the project to a
 * temporary folder, lays tests/fixtures/facts/ over the copy's content/ (and its assets/ over src/assets/), builds
 * the copy with FIXTURE_BANNER=1, puts the result in dist-fixture/ (git-ignored; never dist/, which a deployer
 * uploads; `-- --out <folder>` names another) and removes the copy. The checkout's content/ is never touched.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { copyProject } from '../../tests/e2e/fixtures/project-copy.mjs';

const FIXTURE_FACTS = 'tests/fixtures/facts';
/** What in the facts folder describes the fixture rather than standing in for content. */
const notContent = new Set(['README.md', 'MARKER', 'assets']);

/**
 * Lays the fixture's facts over a project's content/ and src/assets/. A folder of entries (people/, references/)
 * is replaced, not merged, so no real entry stands among made-up ones under the banner.
 * @param {string} facts the facts folder
 * @param {string} project the project copy
 */
function layFacts(facts, project) {
  for (const name of readdirSync(facts)) {
    if (notContent.has(name)) continue;
    const source = join(facts, name);
    const target = join(project, 'content', name);
    if (statSync(source).isDirectory()) rmSync(target, { recursive: true, force: true });
    cpSync(source, target, { recursive: true });
  }
  if (existsSync(join(facts, 'assets')))
    cpSync(join(facts, 'assets'), join(project, 'src', 'assets'), { recursive: true });
}

function main() {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'dist-fixture' } } });
  const out = resolve(values.out);
  const project = mkdtempSync(join(tmpdir(), 'fynbo-fixture-build-'));
  try {
    copyProject(project);
    // The same settings as `npm run build`: the checkout's .env, if any, and the environment.
    if (existsSync('.env')) cpSync('.env', join(project, '.env'));
    layFacts(resolve(FIXTURE_FACTS), project);
    const build = spawnSync(process.execPath, [resolve('node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: project,
      env: { ...process.env, FIXTURE_BANNER: '1', ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error(`astro build of the fixture failed (exit ${build.status ?? build.signal})`);
    rmSync(out, { recursive: true, force: true });
    cpSync(join(project, 'dist'), out, { recursive: true });
    console.log(`The fixture build (made-up facts from ${FIXTURE_FACTS}/, a Testdata banner on every page): ${out}`);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

main();
