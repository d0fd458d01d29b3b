import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/product.md is the product's rules inside the repository: comments and tests cite it by
 * anchor, so every cited anchor must lead to one of its headings, and nothing may cite the
 * documents the project was first described in, which live outside the repository.
 */

const root = join(import.meta.dirname, '../..');
const productDoc = 'docs/product.md';

/** Folders that hold build output, dependencies or caches, never sources. */
const skippedFolders = new Set(['.git', 'node_modules', 'dist', '.e2e', '.astro', 'test-results', 'playwright-report']);

/** Every file of the project, as paths relative to the root: git's list, or a walk without git. */
function projectFiles(): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    return listed.split('\0').filter(Boolean);
  } catch {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) {
          if (!skippedFolders.has(name)) walk(path);
        } else found.push(relative(root, path));
      }
    };
    walk(root);
    return found;
  }
}

/** A file's text, or null for a binary file (one holding a NUL byte) or one gone from the disk. */
function textOf(path: string): string | null {
  try {
    const text = readFileSync(join(root, path), 'utf8');
    return text.includes('\0') ? null : text;
  } catch {
    return null;
  }
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown text's headings, numbered as GitHub numbers repeated ones. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = !inFence && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]!.replace(/`/g, ''));
    const times = seen.get(slug) ?? 0;
    seen.set(slug, times + 1);
    anchors.add(times === 0 ? slug : `${slug}-${times}`);
  }
  return anchors;
}

/** Where the product's rules may be cited from. */
const citingPlaces = ['src/', 'scripts/', 'tests/', 'docs/', 'integrations/', 'README.md'];

/** The product doc's anchors cited in `text` (path, hash, anchor), plus its own `(#…)` links when `text` is the doc. */
function citedAnchors(text: string, isProductDoc: boolean): string[] {
  const cited = [...text.matchAll(/docs\/product\.md#([\p{L}\p{N}_-]+)/gu)].map((match) => match[1]!);
  const own = isProductDoc ? [...text.matchAll(/\]\(#([\p{L}\p{N}_-]+)\)/gu)].map((match) => match[1]!) : [];
  return [...cited, ...own];
}

/** Names of the outside documents, and numbered tracker references, as a citation would write them. */
const outsideCitation = new RegExp(['\\bSP' + 'EC\\b', '\\bDES' + 'IGN\\b', 'iss' + 'ue [0-9]+'].join('|'));

describe('headingAnchors', () => {
  it('follows GitHub: lower case, punctuation dropped, spaces to hyphens, repeats numbered, code ignored', () => {
    const markdown = [
      '# Product rules',
      '## Where it departs, and why',
      '### `Book et møde` (header)',
      '```md',
      '## Not a heading',
      '```',
      '## Product rules',
    ].join('\n');
    expect([...headingAnchors(markdown)]).toEqual([
      'product-rules',
      'where-it-departs-and-why',
      'book-et-møde-header',
      'product-rules-1',
    ]);
  });
});

describe(productDoc, () => {
  const files = projectFiles();
  const doc = textOf(productDoc);

  it('exists', () => {
    expect(doc).not.toBeNull();
  });

  it('has a heading for every anchor cited in the project', () => {
    const anchors = headingAnchors(doc ?? '');
    const broken: string[] = [];
    for (const path of files.filter((file) => citingPlaces.some((place) => file.startsWith(place)))) {
      const text = textOf(path);
      if (text === null) continue;
      for (const anchor of citedAnchors(text, path === productDoc)) {
        if (!anchors.has(anchor)) broken.push(`${path}: #${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('is the only file that names the outside documents or a numbered tracker reference', () => {
    const offenders: string[] = [];
    for (const path of files) {
      if (path === productDoc || path.split('/').some((part) => skippedFolders.has(part))) continue;
      const text = textOf(path);
      if (text === null) continue;
      text.split('\n').forEach((line, index) => {
        if (outsideCitation.test(line)) offenders.push(`${path}:${index + 1}: ${line.trim().slice(0, 100)}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});
