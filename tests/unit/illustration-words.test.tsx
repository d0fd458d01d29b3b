/**
 * An animated illustration is a block whose static texts are fields too (src/schemas/illustrations.ts): every
 * word its island shows comes from the words its entry hands it. Each island is server-rendered, as Astro does,
 * with its entry's words and with the same words each replaced by a token: with the tokens, no word of the
 * entry is left on the drawing, and the tokens stand where the entry's words stood.
 */
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import SiteMock from '../../src/components/home/SiteMock';
import { carouselTexts } from '../../src/components/service-sections/carousel-texts';
import AiStepsCarousel from '../../src/islands/animations/AiStepsCarousel';
import AgileBoard from '../../src/islands/animations/AgileBoard';
import AppBuildSimulation from '../../src/islands/animations/AppBuildSimulation';
import AutomationDiagram from '../../src/islands/animations/AutomationDiagram';
import AutomationWorkflow from '../../src/islands/animations/AutomationWorkflow';
import BrandMetamorphosis from '../../src/islands/animations/BrandMetamorphosis';
import ChatbotConversation from '../../src/islands/animations/ChatbotConversation';
import DataPlatformDiagram from '../../src/islands/animations/DataPlatformDiagram';
import ExecutiveDashboard from '../../src/islands/animations/ExecutiveDashboard';
import StrategyRoadmap from '../../src/islands/animations/StrategyRoadmap';
import WebsiteBuilder from '../../src/islands/animations/WebsiteBuilder';
import { serviceSchema } from '../../src/schemas/service';
import type { IllustrationName } from '../../src/schemas/illustrations';
import { illustrationWords } from './fixtures/illustration-words';
import { pageEntry } from './fixtures/page-entries';
import { readServiceFile } from './fixtures/service-entry';

/** Fields that choose rather than say: a task's priority, a message's sender and time. */
const keys = new Set(['type', 'priority', 'sender', 'time']);

/** Every text of the words replaced by a token of its own (`w7`), its placeholders kept, so the island can fill them. */
function tokenised<T>(value: T, counter = { n: 0 }, key = ''): T {
  if (typeof value === 'string') {
    if (keys.has(key)) return value;
    const placeholders = value.match(/\{[^{}\s]+\}/gu) ?? [];
    return [`w${++counter.n}`, ...placeholders].join(' ') as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => tokenised(item, counter, key)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, tokenised(item, counter, k)])) as T;
  }
  return value;
}

/** The words (runs of letters and digits with a letter in them) of an HTML's text and labels, tags left out. */
const textOf = (html: string) =>
  html
    .replace(/<svg[\s\S]*?<\/svg>/g, ' ')
    .replace(/<[^>]*?(?:aria-label|title)="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ');
const lettersIn = (text: string) => (text.match(/[\p{L}\d][\p{L}\d-]*/gu) ?? []).filter((word) => /\p{L}/u.test(word));

/**
 * The words an island may hold in code: the units a figure is formatted with, the `Aa` of the type sample and
 * the first letter of a token (the drawn logo's initial).
 */
const codeWords = new Set(['mio', 'kr', 'Aa', 'w']);
const isToken = (word: string) => /^w\d+$/.test(word);
const strays = (words: string[]) => words.filter((word) => !isToken(word) && !codeWords.has(word));

type Island = ComponentType<{ words: never; controls: never }>;

const islands: { [Name in IllustrationName]: Island } = {
  'agile-board': AgileBoard,
  'app-build': AppBuildSimulation,
  'automation-diagram': AutomationDiagram,
  'automation-workflow': AutomationWorkflow,
  'brand-metamorphosis': BrandMetamorphosis,
  'chatbot-conversation': ChatbotConversation,
  'data-platform': DataPlatformDiagram,
  'executive-dashboard': ExecutiveDashboard,
  'strategy-roadmap': StrategyRoadmap,
  'website-builder': WebsiteBuilder,
};

/** The pause control's words, shared by every illustration (content/pages/chrome.yaml). */
const controls = pageEntry('chrome').illustrations;

const render = (Island: Island, words: unknown, shared: unknown = controls) =>
  renderToStaticMarkup(<Island words={words as never} controls={shared as never} />);

describe('an illustration’s words come from its entry', () => {
  it.each(Object.entries(islands))('%s shows the words it is handed and no others', (name, Island) => {
    const words = illustrationWords(name as IllustrationName);
    const original = lettersIn(textOf(render(Island, words)));
    const replaced = lettersIn(textOf(render(Island, tokenised(words), tokenised(controls, { n: 1000 }))));

    // The entry's words are on the drawing as written…
    expect(original.length).toBeGreaterThan(10);
    // …and with tokens in their place, every word left is a token or one the code may hold.
    expect(strays(replaced)).toEqual([]);
    expect(replaced.filter(isToken).length).toBeGreaterThan(5);
  });

  it('the AI page’s carousel shows the words of its block and no others', () => {
    const { data } = readServiceFile(new URL('../../content/services/kunstig-intelligens.md', import.meta.url));
    const entry = serviceSchema.parse(data);
    const block = entry.template === 'bespoke' ? entry.sections.find((s) => s.type === 'step-carousel') : undefined;
    if (block?.type !== 'step-carousel') throw new Error('kunstig-intelligens has no step carousel');
    // As BlockBody.astro hands them over: the player's texts filled in per step.
    const props = (shown: typeof block) => ({
      steps: shown.steps,
      label: shown.label,
      words: carouselTexts(shown.player, shown.steps.length),
      controls: shown === block ? controls : tokenised(controls, { n: 1000 }),
    });
    expect(textOf(renderToStaticMarkup(<AiStepsCarousel {...props(block)} />))).toContain(block.steps[0]!.title);
    const replaced = lettersIn(textOf(renderToStaticMarkup(<AiStepsCarousel {...props(tokenised(block))} />)));
    expect(strays(replaced)).toEqual([]);
  });

  it('the home page’s site drawing shows the words of its entry', () => {
    const words = pageEntry('home').solutions.website.site;
    expect(textOf(renderToStaticMarkup(<SiteMock words={words} />))).toContain(words.heroTitle);
    const replaced = lettersIn(textOf(renderToStaticMarkup(<SiteMock words={tokenised(words)} />)));
    expect(strays(replaced)).toEqual([]);
  });
});
