import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bodyStrings,
  contentStrings,
  familyOf,
  indexContent,
  measurePage,
  words,
} from '../../scripts/content/word-share.mjs';

const page = (body: string, title = 'Side') =>
  `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;
const measure = (html: string, strings: string[]) => measurePage(html, indexContent(strings));

describe('the share of words from content/', () => {
  it('counts a run of three or more page words found contiguously in a content string, and nothing else', () => {
    const content = ['Vi svarer kunderne døgnet rundt', 'Book et møde'];
    // "svarer kunderne døgnet" is a run of 3 from the first string; "Vi svarer" alone (2) is not.
    const result = measure(page('<p>Nu svarer kunderne døgnet hver dag. Vi svarer altid.</p>'), content);
    expect(result.words).toBe(1 + 9);
    expect(result.fromContent).toBe(3);
    expect(result.marked).toBe('side | nu [[ svarer kunderne døgnet ]] hver dag vi svarer altid');
  });

  it('refuses words whose run is broken in content, even when every word occurs there', () => {
    const result = measure(page('<p>kunderne svarer vi døgnet</p>'), ['Vi svarer kunderne døgnet rundt']);
    expect(result.fromContent).toBe(0);
  });

  it('lets a placeholder stand for one to three words between words of its string, and no more', () => {
    const content = ['Ring til {firma} i dag'];
    expect(measure(page('<p>Ring til Fynbo AI i dag</p>'), content).fromContent).toBe(6);
    expect(measure(page('<p>Ring til Et Meget Langt Firma i dag</p>'), content).fromContent).toBe(0);
    // Where nothing of the string follows, the words are not the placeholder's: "Ring til Sofie" is no run.
    expect(measure(page('<p>Ring til Sofie nu</p>'), content).fromContent).toBe(0);
    // A placeholder that ends its string takes the words after the run's last word as written.
    expect(measure(page('<p>Hilsen fra Fynbo AI</p>'), ['Hilsen fra {firma}']).fromContent).toBe(4);
    // A placeholder and one word as written make no run: at least two words must match as written.
    expect(measure(page('<p>ja Fynbo AI i</p>'), ['{firma} i']).fromContent).toBe(0);
  });

  it('counts a text of one or two words only when the whole text equals a whole content string', () => {
    const content = ['Om os', 'Kontakt os i dag'];
    const result = measure(
      page('<nav><a href="/about">Om os</a> <a href="/k">Kontakt</a></nav><p>Læs om os her</p>'),
      content,
    );
    // "Om os" (the link) counts; "Kontakt" is only part of a string; "om os" inside a longer text is refused.
    expect(result.fromContent).toBe(2);
    expect(result.marked).toContain('[[ om os ]] kontakt læs om os her');
  });

  it('counts the title and the visible body, not scripts, styles, templates, hidden elements or attributes', () => {
    const html = page(
      `<p title="Book et møde">Book et møde</p>
       <script>const text = 'Book et møde';</script><style>p::after { content: 'x' }</style>
       <template><p>Book et møde</p></template><noscript>Slå JavaScript til</noscript>
       <div hidden>Book et møde</div><img alt="Book et møde" src="x.png">
       <svg><title>Book et møde</title><text>Sofie</text></svg><span aria-hidden="true">Book et møde</span>`,
      'Book et møde',
    );
    const result = measure(html, ['Book et møde']);
    expect(result.words).toBe(3 + 3 + 1 + 3);
    expect(result.fromContent).toBe(9);
  });

  it('never joins the title and the body into one run', () => {
    expect(measure(page('<p>møde nu</p>', 'Book et'), ['Book et møde nu']).fromContent).toBe(0);
  });

  it('reads words as letters and digits, lower-cased, without soft hyphens', () => {
    expect(words('AI-telefon\u00adassistent: 35.101 kr. – Åbent')).toEqual([
      'ai',
      'telefonassistent',
      '35',
      '101',
      'kr',
      'åbent',
    ]);
  });

  it("takes an MDX body's prose and its props' strings, not its imports, tags or expressions", () => {
    const body = [
      "import StatGrid from '@/components/ui/StatGrid.astro';",
      '',
      '<SavingsSection title="AI betaler sig hjem" points={[\'Færre fejl\', "Mere tid"]} comparison={savings.ai} />',
      '',
      'Et afsnit med **fed** tekst og [et link](/booking).',
    ].join('\n');
    expect(bodyStrings(body).map((text) => words(text).join(' '))).toEqual([
      'færre fejl',
      'mere tid',
      'ai betaler sig hjem',
      'et afsnit med fed tekst og et link',
    ]);
  });

  it('reads the string values of YAML files and of MDX frontmatter and bodies under content/, not READMEs', () => {
    const folder = mkdtempSync(join(tmpdir(), 'word-share-'));
    try {
      mkdirSync(join(folder, 'services'));
      writeFileSync(join(folder, 'company.yaml'), 'name: Fynbo AI\norder: 3\nlist:\n  - text: Åbent alle dage\n');
      writeFileSync(join(folder, 'services', 'erp.mdx'), '---\ntemplate: generic\ntitle: ERP\n---\n\nProsa her.\n');
      writeFileSync(join(folder, 'README.md'), 'Noter til udviklere.\n');
      expect(contentStrings(folder).sort()).toEqual(
        ['Fynbo AI', 'ERP', 'Prosa her.', 'generic', 'Åbent alle dage'].sort(),
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('puts each page in its family, a service page by its template', () => {
    const templates: Record<string, string> = { erp: 'generic', apps: 'bespoke' };
    const families = ['/', '/about', '/404', '/services/kunstig-intelligens', '/services/erp', '/services/apps'].map(
      (route) => familyOf(route, (slug) => templates[slug]),
    );
    expect(families).toEqual(['home', 'about', '404', 'ai-page', 'services-generic', 'services-bespoke']);
  });
});
