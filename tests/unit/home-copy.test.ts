import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { cmsYaml } from '../../scripts/content/cms-yaml.mjs';
import { placeholdersIn } from '../../src/lib/placeholders';
import { homePage, type HomeCopy } from '../../src/schemas/pages/home';

const text = readFileSync(new URL('../../content/pages/home.yaml', import.meta.url), 'utf8');
const home = homePage.parse(parse(text)) as HomeCopy;

/** The entry with one field changed, as an editor might save it. */
const edited = (change: (copy: HomeCopy) => void) => {
  const copy = structuredClone(home);
  change(copy);
  return homePage.safeParse(copy);
};

describe('content/pages/home.yaml', () => {
  it('is a valid home entry, written as the CMS writes it', () => {
    expect(home.page).toBe('home');
    expect(cmsYaml(parse(text))).toBe(text);
  });

  it('names the demo agent and the company only through their placeholders', () => {
    const texts = JSON.stringify(home);
    expect(texts).not.toMatch(/Sofie|Fynbo/);
    expect(placeholdersIn(home.agent.title)).toEqual(['agent']);
    expect(placeholdersIn(home.about.title)).toEqual(['firma']);
  });

  it('refuses a placeholder the field has no value for, with the field’s own message', () => {
    const wrongName = edited((copy) => (copy.about.title = '{agent} – jeres partner i AI'));
    expect(wrongName.success).toBe(false);
    expect(wrongName.error?.issues[0]?.message).toBe('Kun disse pladsholdere kan bruges her: {firma}');
    const noneHere = edited((copy) => (copy.results.title = 'Det kan {firma} gøre for jer'));
    expect(noneHere.error?.issues[0]?.message).toBe('Teksten kan ikke bruge pladsholdere i {krøllede parenteser} her');
    expect(edited((copy) => (copy.solutions.chat.lead = `${copy.solutions.chat.lead} {pris}`)).success).toBe(true);
  });

  it('keeps the layout’s counts: four services, three platforms', () => {
    expect(edited((copy) => copy.services.items.pop()).success).toBe(false);
    expect(edited((copy) => copy.solutions.website.platforms.pop()).success).toBe(false);
  });
});
