/**
 * The CMS's admin is built only when CMS_BACKEND is set, and adds nothing else: the run's shared build (made with
 * CMS_BACKEND=test-repo, tests/e2e/fixtures/shared-build.mjs) and a second build of the same copy of the project
 * without it (reusing the first's caches) must differ only by dist/admin/. The admin page is checked too: its own
 * policy, out of search engines, its configuration, and no font or script from another host.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sharedBuildPaths } from '../e2e/fixtures/shared-build.mjs';
import { buildEnv, E2E_RUN_DIR } from '../e2e/fixtures/test-env';

const shared = sharedBuildPaths(E2E_RUN_DIR);
const without = join(E2E_RUN_DIR, 'dist-without-cms');
const withCms = () => shared.outDir;

/** Builds the shared build's copy into `outDir`, with only the variables given (nothing from the test runner's environment). */
function build(outDir: string, env: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    [resolve('node_modules/astro/bin/astro.mjs'), 'build', '--outDir', outDir],
    {
      cwd: shared.root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`astro build failed:\n${result.stdout}\n${result.stderr}`);
}

let log = '';
beforeAll(() => {
  expect(buildEnv.CMS_BACKEND).toBe('test-repo');
  const { CMS_BACKEND: _, ...withoutCms } = buildEnv;
  rmSync(without, { recursive: true, force: true });
  build(without, withoutCms);
  log = readFileSync(shared.logFile, 'utf8');
}, 300_000);

const filesUnder = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

describe('the CMS admin in a build', () => {
  it('is written only with CMS_BACKEND, and every other file is byte for byte the same', () => {
    expect(existsSync(join(without, 'admin'))).toBe(false);
    const site = filesUnder(without);
    expect(site.length).toBeGreaterThan(50);
    expect(filesUnder(withCms()).filter((file) => !file.startsWith('admin'))).toEqual(site);
    const differing = site
      .filter((file) => statSync(join(without, file)).isFile())
      .filter((file) => !readFileSync(join(without, file)).equals(readFileSync(join(withCms(), file))));
    expect(differing).toEqual([]);
  });

  it('keeps the admin out of the sitemap and search engines, under a policy of its own', () => {
    expect(readFileSync(join(withCms(), 'sitemap-0.xml'), 'utf8')).not.toContain('/admin');
    const html = readFileSync(join(withCms(), 'admin/index.html'), 'utf8');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    const csp = html.match(/<meta http-equiv="content-security-policy" content="([^"]*)"/)?.[1] ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self' data: blob:;");
    expect(csp).not.toContain('https:');
    const config = JSON.parse(html.match(/<script type="application\/json" id="cms-config">([^<]*)<\/script>/)![1]!);
    expect(config).toMatchObject({ load_config_file: false, backend: { name: 'test-repo' } });
    const script = html.match(/<script type="module" src="\/admin\/([^"]+)"><\/script>/)![1]!;
    expect(existsSync(join(withCms(), 'admin', script))).toBe(true);
  });

  it('serves the interface fonts from the site and names no CDN', () => {
    const admin = join(withCms(), 'admin');
    const files = filesUnder(admin);
    expect(files.filter((file) => file.endsWith('.woff2'))).toHaveLength(3);
    const naming = files
      .filter((file) => /\.(js|html)$/.test(file))
      .filter((file) => readFileSync(join(admin, file), 'utf8').includes('cdn.jsdelivr.net'));
    expect(naming).toEqual([]);
  });

  it('reports the size of the admin script', () => {
    const line = log.split('\n').find((text) => text.includes('[cms-admin]'));
    expect(line).toMatch(/\/admin\/ for test-repo: \d+ KB script \(\d+ KB gzip\)/);
    const html = readFileSync(join(withCms(), 'admin/index.html'), 'utf8');
    const script = html.match(/src="\/admin\/([^"]+)"/)![1]!;
    const gzip = gzipSync(readFileSync(join(withCms(), 'admin', script))).length;
    // The CMS's own weight (about 630 KB gzip for 0.221): a jump means a second copy of something.
    expect(gzip).toBeLessThan(900 * 1024);
  });
});
