import type { CmsConfig } from '@sveltia/cms';

/**
 * The CMS's build settings (docs/cms.md): where the content lives and how an editor signs in. They are read
 * from the build's environment (or `.env`) by the admin's integration only, never by a page: without
 * `CMS_BACKEND` the build writes no admin at all, and every file a visitor gets is the same as with it.
 */
export const cmsVariables = {
  CMS_BACKEND: "`github`, `gitlab`, `gitea` (also Forgejo) or `test-repo` (the browser's own storage, for tests)",
  CMS_REPO: 'the repository as `owner/name` (GitLab: `group/project`); required but for `test-repo`',
  CMS_BRANCH: 'the branch the CMS reads and commits to; default `main`',
  CMS_BASE_URL:
    'the sign-in server: GitHub through the `sveltia-cms-auth` worker (default: Netlify), or a self-hosted GitLab, Gitea or Forgejo',
  CMS_AUTH_ENDPOINT: "the sign-in path on that server, where it is not the backend's default",
  CMS_APP_ID: 'the OAuth application id for sign-in without a server (PKCE): GitLab, Gitea and Forgejo',
  CMS_API_ROOT: "the API's address of a self-hosted GitLab, Gitea or Forgejo (or GitHub Enterprise)",
} as const;

export type CmsVariable = keyof typeof cmsVariables;
export type CmsEnv = Partial<Record<CmsVariable, string | undefined>>;

const backendNames = ['github', 'gitlab', 'gitea', 'test-repo'] as const;
type BackendName = (typeof backendNames)[number];

export interface CmsSettings {
  backend: CmsConfig['backend'];
  /** GitHub and GitLab keep each change on a branch of its own until an editor publishes it. */
  publishMode: 'editorial_workflow' | 'simple';
  /** The origins the admin page talks to, for its Content-Security-Policy: the git host's API and sign-in. */
  connect: string[];
  /** The origins the admin shows images from (the signed-in editor's avatar). */
  images: string[];
}

/** The backend's public hosts where the settings name none of their own. */
const defaults: Record<Exclude<BackendName, 'test-repo'>, { api: string; images: string[] }> = {
  github: { api: 'https://api.github.com', images: ['https://avatars.githubusercontent.com'] },
  gitlab: { api: 'https://gitlab.com', images: ['https://gitlab.com', 'https://secure.gravatar.com'] },
  gitea: { api: 'https://gitea.com', images: ['https://gitea.com'] },
};

const origin = (url: string, variable: string) => {
  if (!URL.canParse(url) || new URL(url).protocol !== 'https:') {
    throw new Error(`${variable} must be an https:// address, not "${url}"`);
  }
  return new URL(url).origin;
};

/** The settings from the environment, or `undefined` when the build writes no admin. Wrong settings stop the build. */
export function cmsSettings(env: CmsEnv): CmsSettings | undefined {
  const value = (name: CmsVariable) => env[name]?.trim() || undefined;
  const name = value('CMS_BACKEND');
  if (!name) return undefined;
  if (!(backendNames as readonly string[]).includes(name)) {
    throw new Error(`CMS_BACKEND must be one of ${backendNames.join(', ')}, not "${name}" (docs/cms.md)`);
  }
  if (name === 'test-repo') {
    return { backend: { name: 'test-repo' }, publishMode: 'simple', connect: [], images: [] };
  }
  const repo = value('CMS_REPO');
  if (!repo || !/^[\w.-]+(\/[\w.-]+)+$/.test(repo)) {
    throw new Error(`CMS_BACKEND=${name} needs CMS_REPO, the repository as owner/name (docs/cms.md)`);
  }
  const backendName = name as Exclude<BackendName, 'test-repo'>;
  const baseUrl = value('CMS_BASE_URL');
  const apiRoot = value('CMS_API_ROOT');
  const appId = value('CMS_APP_ID');
  const authEndpoint = value('CMS_AUTH_ENDPOINT');
  const shared = {
    repo,
    branch: value('CMS_BRANCH') ?? 'main',
    ...(baseUrl ? { base_url: baseUrl } : {}),
    ...(apiRoot ? { api_root: apiRoot } : {}),
    ...(authEndpoint ? { auth_endpoint: authEndpoint } : {}),
    ...(appId ? { app_id: appId } : {}),
  };
  const backend: CmsConfig['backend'] =
    backendName === 'gitlab'
      ? { name: 'gitlab', ...shared, ...(appId ? { auth_type: 'pkce' as const } : {}) }
      : { name: backendName, ...shared };
  const { api, images } = defaults[backendName];
  // The API, and for PKCE the server that hands out the token (its base URL); a GitHub sign-in through Netlify or
  // the worker happens in a pop-up window, which the page's policy does not govern.
  const baseOrigin = baseUrl ? origin(baseUrl, 'CMS_BASE_URL') : undefined;
  // A self-hosted GitLab, Gitea or Forgejo: its sign-in and its avatars are on its own origin.
  const selfHosted = backendName !== 'github' && baseOrigin ? [baseOrigin] : [];
  const connect = [
    apiRoot ? origin(apiRoot, 'CMS_API_ROOT') : api,
    // The sign-in page asks GitHub's status page whether GitHub is down.
    ...(backendName === 'github' ? ['https://www.githubstatus.com'] : []),
    ...selfHosted,
  ];
  return {
    backend,
    publishMode: backendName === 'gitea' ? 'simple' : 'editorial_workflow',
    connect: [...new Set(connect)],
    images: [...new Set([...(selfHosted.length ? selfHosted : images)])],
  };
}

/** The admin page's own Content-Security-Policy: its scripts from the site only, its styles inline as it needs. */
export function adminCsp(settings: CmsSettings): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // The CMS (Svelte) sets styles in style elements and attributes as it renders.
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    ['img-src', "'self'", 'data:', 'blob:', ...settings.images].join(' '),
    // The logo and previews are read back from data: and blob: URLs.
    ['connect-src', "'self'", 'data:', 'blob:', ...settings.connect].join(' '),
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
