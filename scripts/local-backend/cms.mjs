// @ts-check
/**
 * The CMS on `npm start` (docs/cms.md, "On your own machine"): the admin at http://localhost:4321/admin, editing
 * the files of this very checkout through the CMS's "Arbejd med lokalt repository" (Chrome and Edge, which let a
 * page open a folder), and a rebuild of the site whenever a file under content/ changes, so a save shows on the
 * site a few seconds later. No network is needed for either.
 */
import { execFileSync } from 'node:child_process';
import { watch } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * `owner/name` from a GitHub, GitLab, Gitea or Forgejo remote (`git@host:owner/name.git`,
 * `https://host/owner/name`), or undefined.
 * @param {string} url
 */
export function repositoryOf(url) {
  const path = /^(?:[\w.-]+@[\w.-]+:|\w+:\/\/[^/]+\/)(?<path>[\w./-]+?)(?:\.git)?\/?$/.exec(url.trim())?.groups?.path;
  return path && /^[\w.-]+(\/[\w.-]+)+$/.test(path) ? path : undefined;
}

/** @param {string} root */
function originRepository(root) {
  try {
    return repositoryOf(execFileSync('git', ['remote', 'get-url', 'origin'], { cwd: root, encoding: 'utf8' }));
  } catch {
    return undefined;
  }
}

/**
 * The CMS settings `npm start` builds with: those of `.env` or the environment where `CMS_BACKEND` is set, else a
 * GitHub backend named after this checkout's `origin` (or its folder), whose sign-in page on localhost offers to
 * work with the local repository. The CMS needs a Git backend for that button; it contacts GitHub only if an
 * editor chooses to sign in there instead.
 * @param {Record<string, string>} configured `.env` and the environment
 * @param {string} root the project's folder
 * @returns {Record<string, string>} the variables to add to the build's environment
 */
export function localCmsEnv(configured, root) {
  if (configured.CMS_BACKEND?.trim()) return {};
  return { CMS_BACKEND: 'github', CMS_REPO: originRepository(root) ?? `lokal/${basename(root)}` };
}

/**
 * Calls `rebuild` once the files under `folder` have been quiet for `quietMs` after a change (a save writes a
 * temporary file and renames it), never two at a time: a change during a rebuild starts one more after it.
 * @param {string} folder
 * @param {() => Promise<unknown>} rebuild
 * @param {number} [quietMs]
 * @returns {() => void} stops watching
 */
export function rebuildOnChange(folder, rebuild, quietMs = 700) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  let running = false;
  let again = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      await rebuild();
    } finally {
      running = false;
      if (again) {
        again = false;
        void run();
      }
    }
  };
  const watcher = watch(folder, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), quietMs);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}

/** @param {string} root */
export const contentFolder = (root) => join(root, 'content');
