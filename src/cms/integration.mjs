// @ts-check
/**
 * The CMS's admin at /admin/ (docs/cms.md), added to a build only when `CMS_BACKEND` is set. It runs after Astro
 * has written the site and touches nothing of it: it bundles src/cms/admin.ts (the CMS's npm build, never its CDN
 * build) with Vite into dist/admin/assets/ and writes dist/admin/index.html with the generated configuration.
 * Without `CMS_BACKEND` it writes nothing, and the rest of dist/ is byte for byte the same either way
 * (tests/build/cms-admin.test.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { readCompany } from '../entries/company.ts';
import { adminPage } from './admin-page.ts';
import { cmsConfig } from './config.ts';
import { adminCsp, cmsSettings } from './settings.ts';

/** The admin's path on the site, and its folder in the build. */
const ADMIN = 'admin';

/** The host the CMS's interface style names for its fonts (fontsource's copies on a CDN). */
const FONT_CDN = 'cdn.jsdelivr.net';

/**
 * The CMS's npm build ships its three interface fonts (Source Sans 3, Noto Mono, Material Symbols) and loads them
 * from beside its script, yet its interface style also declares each with a CDN address, which the browser then
 * asks for too: under the admin's policy a refused request and a violation, without it a request off the site.
 * This drops those declarations, so the fonts come from the site only; a CMS update that names the CDN another
 * way stops the build here.
 * @returns {import('vite').Plugin}
 */
const fontsFromTheSite = () => ({
  name: 'cms-fonts-from-the-site',
  transform(code, id) {
    if (!id.includes('@sveltia/cms') || !code.includes(FONT_CDN)) return undefined;
    const stripped = code.replace(/@font-face\s*\{[^}]*cdn\.jsdelivr\.net[^}]*\}/g, '');
    if (stripped.includes(FONT_CDN)) throw new Error(`${id} still names ${FONT_CDN}: update fontsFromTheSite()`);
    return { code: stripped, map: null };
  },
});

/**
 * @param {import('./settings.ts').CmsEnv} env the build's environment (process.env merged with .env)
 * @returns {import('astro').AstroIntegration}
 */
export function cmsAdmin(env) {
  // A wrong setting stops the build before it starts, naming the variable.
  const settings = cmsSettings(env);
  let root = '';
  return {
    name: 'cms-admin',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!settings) return;
        const outDir = join(fileURLToPath(dir), ADMIN);
        const output = await build({
          configFile: false,
          envDir: false,
          publicDir: false,
          root,
          base: `/${ADMIN}/`,
          logLevel: 'warn',
          plugins: [fontsFromTheSite()],
          build: {
            outDir,
            emptyOutDir: true,
            assetsDir: 'assets',
            // The CMS is one large application, loaded only by editors: no warning for its size.
            chunkSizeWarningLimit: 4096,
            modulePreload: { polyfill: false },
            rolldownOptions: { input: { admin: join(root, 'src/cms/admin.ts') } },
          },
        });
        const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
          'output' in result ? result.output : [],
        );
        const entry = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
        if (!entry) throw new Error('The CMS bundle has no entry script');
        const config = cmsConfig(settings, { companyName: readCompany().name });
        const html = adminPage({
          title: config.app_title ?? 'CMS',
          csp: adminCsp(settings),
          script: `/${ADMIN}/${entry.fileName}`,
          config,
        });
        writeFileSync(join(outDir, 'index.html'), html);
        const entryBytes = 'code' in entry ? Buffer.byteLength(entry.code) : 0;
        const gzip = 'code' in entry ? gzipSync(entry.code).length : 0;
        logger.info(
          `/${ADMIN}/ for ${settings.backend.name}: ${Math.round(entryBytes / 1024)} KB script (${Math.round(gzip / 1024)} KB gzip), ${chunks.length} files`,
        );
      },
    },
  };
}
