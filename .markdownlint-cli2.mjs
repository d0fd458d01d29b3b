// Markdown lint for the repository's documents (npm run lint). The service pages (content/services/, Markdown
// and MDX) are content: read by Astro's content collection, checked by its schema and written in the form the
// CMS writes (npm run content:format), so they are not linted here.

/** Every token of markdownlint's micromark tree, depth first. */
const allTokens = (tokens) => tokens.flatMap((token) => [token, ...allTokens(token.children)]);

/**
 * A fence that is never closed, or one that holds another fence, swallows the document after it:
 * its headings, lists and links render as code and vanish from the outline. The built-in rules see
 * only a valid code block there.
 */
const noSwallowingFence = {
  names: ['no-swallowing-fence'],
  description: 'Fenced code blocks are closed and hold no other fence',
  tags: ['code'],
  parser: 'micromark',
  function: ({ parsers }, onError) => {
    const blocks = allTokens(parsers.micromark.tokens).filter((token) => token.type === 'codeFenced');
    for (const block of blocks) {
      const fences = block.children.filter((child) => child.type === 'codeFencedFence');
      if (fences.length < 2) {
        onError({ lineNumber: block.startLine, detail: 'This fence is never closed.' });
      }
      const innerFence = block.children.find(
        (child) => child.type === 'codeFlowValue' && /^\s*(`{3,}|~{3,})/.test(child.text),
      );
      if (innerFence) {
        onError({
          lineNumber: innerFence.startLine,
          detail: `A fence inside the block opened on line ${block.startLine}: close that block first.`,
        });
      }
    }
  },
};

export default {
  config: {
    default: true,
    // Prettier wraps prose at its print width; tables and URLs are longer by nature.
    MD013: false,
  },
  customRules: [noSwallowingFence],
  globs: ['**/*.md'],
  // Build output, dependencies and npm start's local data, also when .gitignore is not at hand.
  gitignore: true,
  ignores: ['node_modules/**', 'dist/**', 'dist-fixture/**', '.e2e/**', '.local/**', 'content/services/**'],
};
