// @ts-check
/**
 * Turns a few of our own dependency-free ES modules into one plain script, for a place that runs a
 * script but cannot import files (the n8n Code node). Each module becomes a function scope whose
 * exports land in one constant; its `import { … } from './x.mjs'` lines read those constants. Only
 * that subset of module syntax is accepted, and anything else fails loudly rather than half-works.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const importPattern = /^import\s*\{([^}]*)\}\s*from\s*'([^']+)';[ \t]*$/gm;
const exportPattern = /^export\s+(?:async\s+)?(?:const|let|function)\s+([A-Za-z_$][\w$]*)/gm;

/** @param {string} path */
const constantFor = (path) => `module_${path.replace(/\.m?js$/, '').replace(/[^A-Za-z0-9]+/g, '_')}`;

/**
 * The given modules and every module they import, each after its imports: the list `inlineModules`
 * takes, without keeping it by hand.
 * @param {string} root the directory module paths are relative to
 * @param {string[]} entries paths relative to `root`
 * @returns {string[]}
 */
export function withImports(root, entries) {
  /** @type {string[]} */
  const ordered = [];
  /** @param {string} path @param {string[]} chain the importers on the way here, to name a cycle */
  const visit = (path, chain) => {
    if (ordered.includes(path)) return;
    if (chain.includes(path)) throw new Error(`import cycle: ${[...chain, path].join(' → ')}`);
    const source = readFileSync(resolve(root, path), 'utf8');
    for (const [, , from] of source.matchAll(importPattern)) {
      visit(relative(root, resolve(root, dirname(path), from)), [...chain, path]);
    }
    ordered.push(path);
  };
  for (const entry of entries) visit(entry, []);
  return ordered;
}

/**
 * @param {string} root the directory module paths are relative to (shown in the output)
 * @param {string[]} modules paths relative to `root`, each after the modules it imports
 * @returns {{ code: string, constants: Record<string, string> }} the script, and each module's constant
 */
export function inlineModules(root, modules) {
  /** @type {Record<string, string>} */
  const constants = {};
  const parts = modules.map((path) => {
    const source = readFileSync(resolve(root, path), 'utf8').replace(/^\/\/ @ts-check\n/, '');
    const names = [...source.matchAll(exportPattern)].map((match) => match[1]);
    const body = source
      .replace(importPattern, (_, imported, from) => {
        const target = relative(root, resolve(root, dirname(path), from));
        if (!(target in constants)) throw new Error(`${path} imports ${target}, which must come earlier in the list`);
        return `const {${imported.replace(/\s+as\s+/g, ': ')}} = ${constants[target]};`;
      })
      .replace(exportPattern, (match) => match.replace(/^export\s+/, ''));
    if (/^\s*(import|export)\b/m.test(body)) throw new Error(`${path} uses module syntax that cannot be inlined`);
    constants[path] = constantFor(path);
    return `// ${path}\nconst ${constants[path]} = (() => {\n${body.trim()}\nreturn { ${names.join(', ')} };\n})();`;
  });
  return { code: parts.join('\n\n'), constants };
}
