/**
 * docs/architecture.md's table "What each folder may import" is the rule book, and this test holds the code
 * to it: every import of src/ and scripts/ (type-only ones too) must land in a folder or file its row names
 * under "may import", and in none it names under "never imports". The rows are read from the document itself,
 * so the document and the code cannot part. Packages and `astro:*` modules are not checked here (ESLint's
 * no-restricted-imports rules cover React in src/lib/ and config in the browser's code).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, importStatements, rel, resolveImport, root, src } from './fixtures/imports';

/** One row of the table: the folder (or file) it governs and the project paths of its two other cells. */
interface Rule {
  folder: string;
  may: string[];
  never: string[];
  /** The row says "anything": nothing to check. */
  anything: boolean;
}

const projectPath = /^(src|scripts|tests|content)(\/|$)/;
const pathsIn = (cell: string) =>
  [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!).filter((path) => projectPath.test(path));

function readRules(markdown: string): Rule[] {
  const section = markdown.split(/^## What each folder may import$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2); // the header and its rule
  return rows.map((line) => {
    const [folderCell, mayCell, neverCell] = line
      .split('|')
      .slice(1, 4)
      .map((cell) => cell.trim());
    const folder = pathsIn(folderCell!)[0];
    if (!folder) throw new Error(`docs/architecture.md: a row names no folder: ${line}`);
    return { folder, may: pathsIn(mayCell!), never: pathsIn(neverCell!), anything: /\banything\b/.test(mayCell!) };
  });
}

/** `src/islands/<feature>/` as a pattern; the feature a file sits in fills `<feature>` in its row's paths. */
const folderPattern = (folder: string) =>
  new RegExp(`^${folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('<feature>', '([^/]+)')}`);

/** A path covers a file when it is the file, or a folder (ending in `/`) the file is in. */
const covers = (path: string, file: string) => (path.endsWith('/') ? file.startsWith(path) : file === path);

/** The row that governs a file: the one with the longest folder that contains it. */
function ruleFor(rules: Rule[], file: string): { rule: Rule; feature?: string } | undefined {
  const matches = rules
    .map((rule) => ({ rule, match: folderPattern(rule.folder).exec(file) }))
    .filter(({ match, rule }) => match && (rule.folder.endsWith('/') || file === rule.folder))
    .sort((a, b) => b.rule.folder.length - a.rule.folder.length);
  const best = matches[0];
  return best && { rule: best.rule, feature: best.match![1] };
}

/** Each import that breaks its file's row, as `file -> target (why)`. */
function violations(rules: Rule[], files: { file: string; code: string }[]): string[] {
  const found: string[] = [];
  for (const { file, code } of files) {
    const from = rel(file);
    const governing = ruleFor(rules, from);
    if (!governing) {
      found.push(`${from}: no row of the table governs it`);
      continue;
    }
    const { rule, feature } = governing;
    if (rule.anything) continue;
    const fill = (path: string) => (feature ? path.replace('<feature>', feature) : path);
    for (const { specifier } of importStatements(code)) {
      const resolved = resolveImport(specifier, file);
      if (!resolved) continue;
      const target = rel(resolved);
      const forbidden = rule.never.map(fill).find((path) => covers(path, target));
      if (forbidden) found.push(`${from} -> ${target} (its row says never ${forbidden})`);
      else if (!rule.may.map(fill).some((path) => covers(path, target))) {
        found.push(`${from} -> ${target} (not in its row's "may import")`);
      }
    }
  }
  return found;
}

const rules = readRules(readFileSync(join(root, 'docs/architecture.md'), 'utf8'));
const code = /\.(ts|tsx|mjs|js|astro)$/;
const sourceFiles = [...filesUnder(src, code), ...filesUnder(join(root, 'scripts'), code)].map((file) => ({
  file,
  code: readFileSync(file, 'utf8'),
}));

describe("docs/architecture.md's import rules", () => {
  it('are read from the table, one row per folder', () => {
    expect(rules.map((rule) => rule.folder)).toEqual(
      expect.arrayContaining(['content/', 'src/lib/', 'src/config/', 'src/islands/<feature>/', 'scripts/', 'tests/']),
    );
    expect(new Set(rules.map((rule) => rule.folder)).size).toBe(rules.length);
    for (const rule of rules) {
      expect(
        rule.may.filter((path) => rule.never.includes(path)),
        rule.folder,
      ).toEqual([]);
    }
  });

  it('hold for every import of src/ and scripts/', () => {
    expect(sourceFiles.length).toBeGreaterThan(300);
    expect(violations(rules, sourceFiles)).toEqual([]);
  });

  it('keep src/lib/ at the bottom: src/config/ imports it, it never imports src/config/', () => {
    const lib = rules.find((rule) => rule.folder === 'src/lib/')!;
    expect(lib.may).toEqual(['src/lib/']);
    expect(rules.find((rule) => rule.folder === 'src/config/')!.may).toContain('src/lib/');
  });

  it('leave content/ without code', () => {
    const contentFiles = filesUnder(join(root, 'content'), /.*/).map(rel);
    expect(contentFiles.length).toBeGreaterThan(0);
    expect(contentFiles.filter((file) => !/\.(ya?ml|md)$|\.gitkeep$/.test(file))).toEqual([]);
  });

  it('let only src/config/env.ts read the build environment', () => {
    const readers = sourceFiles.filter(({ code }) => /\bimport\.meta\.env\b/.test(code)).map(({ file }) => rel(file));
    expect(readers).toEqual(['src/config/env.ts']);
  });

  it('would see a break of each kind (the check can fail)', () => {
    const at = (file: string, source: string) => ({ file: join(root, file), code: source });
    expect(
      violations(rules, [
        at('src/lib/cn.ts', "import { siteUrl } from '../config/site';"),
        at('src/islands/booking/BookingForm.tsx', "import { DemoPhone } from '../demo/DemoPhone';"),
        at('src/islands/booking/Other.tsx', "import { useHydrated } from '../shared/useHydrated';"),
        at('src/stores/staff.ts', "import { env } from '../config/env';"),
        at('src/lost/file.ts', ''),
      ]),
    ).toEqual([
      'src/lib/cn.ts -> src/config/site.ts (its row says never src/config/)',
      'src/islands/booking/BookingForm.tsx -> src/islands/demo/DemoPhone.tsx (not in its row\'s "may import")',
      'src/stores/staff.ts -> src/config/env.ts (its row says never src/config/)',
      'src/lost/file.ts: no row of the table governs it',
    ]);
  });
});
