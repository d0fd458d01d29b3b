// @ts-check
/**
 * The JavaScript of an n8n Code node, from the site's own modules: esbuild bundles, for each node on its
 * own, exactly the exports its call uses and what they import (tree-shaken, not minified, no source
 * map), into one function scope. Then n8n's clock as `now`, then the node's call. n8n's task runner
 * runs the whole as the body of an async function (so the call may `await` and ends in `return …`); it
 * cannot import files, so nothing of the bundle imports or requires anything (a call that needs Node's
 * crypto asks for it itself with `require('crypto')`, which NODE_FUNCTION_ALLOW_BUILTIN allows).
 */
import { buildSync } from 'esbuild';
import { resolve } from 'node:path';

/** What esbuild's output ends with for the entry's exports; removed, the bundle's scope keeps them. */
const entryExports = /\nexport \{[^}]*\};\s*$/;

/**
 * The names the call reads of each module, as `alias.name` outside string literals; an alias used any
 * other way fails loudly, since tree-shaking could not know what it needs.
 * @param {string} body @param {string[]} aliases
 */
function usedExports(body, aliases) {
  // Not a property of something else (a spread's `...` is fine).
  const notAMember = '(?<=^|[^\\w$.]|\\.\\.\\.)';
  const code = body.replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, '""');
  return Object.fromEntries(
    aliases.map((alias) => {
      const names = [...code.matchAll(new RegExp(`${notAMember}${alias}\\.([A-Za-z_$][\\w$]*)`, 'g'))].map((m) => m[1]);
      if (new RegExp(`${notAMember}${alias}(?![\\w$]|\\.[A-Za-z_$])`).test(code))
        throw new Error(`the Code node's call uses ${alias} other than as ${alias}.<export>`);
      if (names.length === 0) throw new Error(`the Code node's call never uses ${alias}`);
      return [alias, [...new Set(names)].sort()];
    }),
  );
}

/**
 * Bundles made in this process, by directory and entry: both stores and every option set share most nodes'
 * bundles (the unit tests generate the workflows many times), and the modules do not change while it runs.
 * @type {Map<string, string>}
 */
const bundles = new Map();

/**
 * The modules' exports the call uses, bundled by esbuild into one scope, each module's under the
 * short name the call uses (`const { requests } = (() => { … })();`).
 * @param {string} root the directory module paths are relative to
 * @param {Record<string, string>} modules short name → module path relative to `root`
 * @param {string} body the node's call
 */
export function bundleFor(root, modules, body) {
  const aliases = Object.keys(modules);
  if (aliases.length === 0) return '';
  const used = usedExports(body, aliases);
  const entry = aliases
    .map((alias) => {
      const imports = used[alias].map((name) => `${name} as ${alias}$${name}`).join(', ');
      const members = used[alias].map((name) => `${name}: ${alias}$${name}`).join(', ');
      return `import { ${imports} } from ${JSON.stringify(resolve(root, modules[alias]))};\nexport const ${alias} = { ${members} };`;
    })
    .join('\n');
  const key = `${root}\n${entry}`;
  const scope = bundles.get(key) ?? bundleScope(root, entry, Object.values(modules));
  bundles.set(key, scope);
  return `const { ${aliases.join(', ')} } = (() => {\n${scope}\nreturn { ${aliases.join(', ')} };\n})();`;
}

/**
 * esbuild's bundle of one entry, its closing export removed, so that its exports stay in the scope.
 * @param {string} root @param {string} entry @param {string[]} sources the module paths, for the error
 */
function bundleScope(root, entry, sources) {
  const { outputFiles } = buildSync({
    stdin: { contents: entry, resolveDir: root, sourcefile: 'what-the-call-uses.mjs', loader: 'js' },
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    treeShaking: true,
    minify: false,
    sourcemap: false,
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'silent',
  });
  const code = outputFiles[0].text;
  if (!entryExports.test(code)) throw new Error('esbuild gave no export statement to remove');
  const scope = code.replace(entryExports, '').trim();
  if (/^\s*(import|export)\b|\brequire\(/m.test(scope))
    throw new Error(`the bundle of ${sources.join(', ')} imports or requires something`);
  return scope;
}

/**
 * The JavaScript of an n8n Code node: one line saying what it does; where it comes from; the bundle
 * of what the call uses; n8n's clock as `now`; then the call.
 * @param {string} root the directory module paths are relative to
 * @param {Record<string, string>} modules short name → module path relative to `root`
 * @param {string} body the node's call, ending in `return …` as n8n expects
 * @param {{ does: string, generator: string }} about what the node does (one line), the script that writes it
 */
export function codeNodeScript(root, modules, body, { does, generator }) {
  if (!does.trim() || /\n/.test(does)) throw new Error('a Code node says what it does in one line');
  const sources = Object.values(modules);
  return `// ${does.trim()}
// Generated by ${generator}${sources.length ? ` with esbuild from ${sources.join(', ')}` : ''}.
// Do not edit it here: change those files, run \`npm run n8n:workflow\` and import the workflow again.

${bundleFor(root, modules, body)}

// $now is n8n's Luxon clock; the fallback keeps the script runnable outside n8n.
const now = typeof $now === 'undefined' ? new Date() : $now.toJSDate();

${body.trim()}
`;
}
