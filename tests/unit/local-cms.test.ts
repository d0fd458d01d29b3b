import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localCmsEnv, rebuildOnChange, repositoryOf } from '../../scripts/local-backend/cms.mjs';

describe('the CMS on npm start', () => {
  it("names the repository after the checkout's remote", () => {
    expect(repositoryOf('git@github.com:fynbo/site.git\n')).toBe('fynbo/site');
    expect(repositoryOf('https://gitlab.com/fynbo/web/site.git')).toBe('fynbo/web/site');
    expect(repositoryOf('https://codeberg.org/fynbo/site/')).toBe('fynbo/site');
    expect(repositoryOf('/srv/git/site')).toBeUndefined();
  });

  it('uses the configured backend where one is set, else GitHub for the local repository', () => {
    expect(localCmsEnv({ CMS_BACKEND: 'gitlab', CMS_REPO: 'a/b' }, '/tmp/site')).toEqual({});
    expect(localCmsEnv({}, tmpdir())).toMatchObject({ CMS_BACKEND: 'github', CMS_REPO: expect.stringMatching(/\//) });
  });

  it('rebuilds once after a burst of changes under content/, however deep', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'fynbo-content-'));
    mkdirSync(join(folder, 'pages'));
    let builds = 0;
    const stop = rebuildOnChange(
      folder,
      async () => {
        builds += 1;
      },
      150,
    );
    try {
      // A save: a temporary file, then the file itself.
      writeFileSync(join(folder, 'pages', '.tmp-home.yaml'), 'page: home\n');
      writeFileSync(join(folder, 'pages', 'home.yaml'), 'page: home\n');
      await expect.poll(() => builds, { timeout: 3000 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(builds).toBe(1);
    } finally {
      stop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
