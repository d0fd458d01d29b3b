#!/usr/bin/env node
// @ts-check
/**
 * `npm run content:format`: rewrites every content file the CMS edits (the YAML entries and the generic service
 * pages' front matter) in exactly the form the CMS writes it (./cms-form.mjs), so the CMS's first save of a file
 * changes only what the editor changed. `-- --check` only lists the files that are not in that form and fails
 * when there are any (tests/unit/content-form.test.ts holds the same). Run it after editing content by hand.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { cmsForm } from './cms-form.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const check = process.argv.includes('--check');

// The collections and their fields are TypeScript made from the content schemas: Vite loads them as the build
// does, with no config file and no plugins.
const { module } = /** @type {{ module: typeof import('../../src/cms/content-files.ts') }} */ (
  await runnerImport(join(root, 'src/cms/content-files.ts'), { configFile: false, logLevel: 'error', root })
);

const changed = [];
for (const file of module.contentFiles(root)) {
  const path = join(root, file.path);
  const text = readFileSync(path, 'utf8');
  const formed = cmsForm({ text, fields: file.fields, format: file.format, path: file.path });
  if (formed === text) continue;
  changed.push(file.path);
  if (!check) writeFileSync(path, formed);
}

if (changed.length === 0) console.log('Every content file is in the form the CMS writes.');
else console.log(`${check ? 'Not in the form the CMS writes' : 'Rewritten'}:\n  ${changed.join('\n  ')}`);
if (check && changed.length > 0) process.exit(1);
