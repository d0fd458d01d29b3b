/**
 * Configuration stays on the server: no module that is bundled for browsers imports src/config/,
 * however indirectly. Islands, stores and client scripts get what they show as props or initial
 * values from their page. The walk starts from every island, store and client directive, every
 * component a page or service entry hydrates (`client:*`), and every bundled `<script>` of a
 * component, and follows each import that is not type-only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, rel, resolveImport, root, runtimeImports, src } from './fixtures/imports';

const configDir = join(src, 'config');

/** The code of an .astro file that is bundled for browsers: its `<script>` elements but inline ones. */
const clientScripts = (astro: string) =>
  [...astro.matchAll(/<script\b(?![^>]*\bis:inline)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

/** Components an .astro page or .mdx entry hydrates, as the files it imports them from. */
function hydratedComponents(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const names = new Set([...code.matchAll(/<([A-Z]\w*)\s[^<]*?\bclient:[a-z]/g)].map((match) => match[1]!));
  return [...names].map((name) => {
    const source = new RegExp(
      String.raw`import\s+(?:${name}\b[^;]*?|[^;]*?\{[^}]*\b${name}\b[^}]*\})\s+from\s+['"]([^'"]+)['"]`,
    ).exec(code)?.[1];
    if (!source) throw new Error(`${rel(file)}: cannot find where <${name} client:…> is imported from`);
    return resolveImport(source, file)!;
  });
}

/** Every file reached from `entries`, each with the src/config/ files it imports itself. */
function walk(entries: { file: string; code?: string }[]) {
  const reached = new Map<string, string[]>();
  const queue = [...entries];
  while (queue.length > 0) {
    const { file, code } = queue.shift()!;
    if (code === undefined && reached.has(file)) continue;
    const imported = runtimeImports(code ?? readFileSync(file, 'utf8'))
      .map((specifier) => resolveImport(specifier, file))
      .filter((target): target is string => target !== undefined);
    reached.set(file, [...(reached.get(file) ?? []), ...imported.filter((target) => target.startsWith(configDir))]);
    for (const target of imported) if (!reached.has(target)) queue.push({ file: target });
  }
  return reached;
}

/** `file -> src/config/…` for each import of configuration the browser would load. */
const configImports = (reached: Map<string, string[]>) =>
  [...reached].flatMap(([file, targets]) => targets.map((target) => `${rel(file)} -> ${rel(target)}`));

const astroFiles = filesUnder(src, /\.astro$/);
const browserEntries = [
  ...filesUnder(join(src, 'islands'), /\.tsx?$/),
  ...filesUnder(join(src, 'stores'), /\.ts$/),
  ...filesUnder(join(src, 'directives'), /(?<!\.d)\.ts$/),
  ...[...astroFiles, ...filesUnder(join(root, 'content'), /\.mdx$/)].flatMap(hydratedComponents),
].map((file) => ({ file }));
const scriptEntries = astroFiles.flatMap((file) =>
  clientScripts(readFileSync(file, 'utf8')).map((code) => ({ file, code })),
);

describe('code bundled for browsers', () => {
  const reached = walk([...browserEntries, ...scriptEntries]);

  it('reaches the islands, stores and the shared library code they use', () => {
    for (const file of [
      'src/islands/demo/OtherWaysToReach.tsx',
      'src/islands/staff/Dashboard.tsx',
      'src/stores/staff.ts',
      'src/lib/voice-agents.mjs',
      'src/lib/booking/contract.mjs',
      'src/directives/intent.ts',
    ]) {
      expect(reached.has(join(root, file)), file).toBe(true);
    }
    expect(scriptEntries.length).toBeGreaterThan(0);
  });

  it('imports nothing from src/config/', () => {
    expect(configImports(reached)).toEqual([]);
  });

  it('would see a component that reads the environment (the check can fail)', () => {
    expect(configImports(walk([{ file: join(src, 'components', 'sections', 'LiveDemoPhone.astro') }]))).toContain(
      'src/components/sections/LiveDemoPhone.astro -> src/config/env.ts',
    );
  });

  it("would see an island reach the company's facts through a server module (the check can fail)", () => {
    const island = join(src, 'islands', 'booking', 'BookingForm.tsx');
    const code = "import { organizationJsonLd } from '../../components/chrome/json-ld';";
    expect(configImports(walk([{ file: island, code }]))).toContain(
      'src/components/chrome/json-ld.ts -> src/config/site.ts',
    );
  });
});
