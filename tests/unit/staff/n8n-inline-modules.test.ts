import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineModules, withImports } from '../../../scripts/inline-modules.mjs';

/** A folder of small modules, each given as path → source. */
function moduleFolder(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'inline-modules-'));
  for (const [path, source] of Object.entries(files)) writeFileSync(join(dir, path), source);
  return dir;
}

describe('withImports', () => {
  it('lists each module after the modules it imports, each once', () => {
    const root = resolve('.');
    const order = withImports(root, ['src/lib/staff/workflow-figures.mjs', 'src/lib/staff/workflow-requests.mjs']);
    expect(new Set(order).size).toBe(order.length);
    expect(order.at(-1)).toBe('src/lib/staff/workflow-requests.mjs');
    const before = (a: string, b: string) => expect(order.indexOf(a)).toBeLessThan(order.indexOf(b));
    before('src/lib/staff/api-contract.mjs', 'src/lib/staff/workflow-figures.mjs');
    before('src/lib/booking/calendar.mjs', 'src/lib/staff/call-figures.mjs');
    before('src/lib/voice-agents.mjs', 'src/lib/staff/workflow-agents.mjs');
    before('src/lib/staff/workflow-agents.mjs', 'src/lib/staff/workflow-figures.mjs');
    before('src/lib/staff/attempts.mjs', 'src/lib/staff/workflow-requests.mjs');
    // The inliner accepts the order it gives.
    expect(() => inlineModules(root, order)).not.toThrow();
  });

  it('names an import cycle instead of looping', () => {
    const root = moduleFolder({
      'a.mjs': "import { b } from './b.mjs';\nexport const a = () => b;\n",
      'b.mjs': "import { a } from './a.mjs';\nexport const b = () => a;\n",
    });
    expect(() => withImports(root, ['a.mjs'])).toThrow('import cycle: a.mjs → b.mjs → a.mjs');
  });
});

describe('inlineModules', () => {
  it('runs a .js module beside .mjs ones, its exports under one constant', () => {
    const root = moduleFolder({
      'numbers.js': '// @ts-check\nexport const TWO = 2;\n',
      'double.mjs': "import { TWO } from './numbers.js';\nexport function double(n) {\n  return n * TWO;\n}\n",
    });
    const { code, constants } = inlineModules(root, withImports(root, ['double.mjs']));
    expect(constants).toEqual({ 'numbers.js': 'module_numbers', 'double.mjs': 'module_double' });
    expect(vm.runInNewContext(`${code}\n${constants['double.mjs']}.double(21)`)).toBe(42);
  });
});
