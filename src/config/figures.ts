import { byId, resolvedFigures } from '../entries/figures';
import { figureLink, figureShown, figuresWithBasis, type FigureLink } from '../lib/figure-basis';
import { keepFiguresTogether } from '../lib/format';
import { company, pricesHref, trustHref } from './site';

/**
 * The marketing figures and prices (docs/product.md#marketing-figures), in the shapes the pages use. They
 * live in content/figures.yaml and content/prices.yaml, edited in the CMS, each with its basis; this module
 * reads both once, at build time, and writes each figure as the pages show it. They are claims shown as text,
 * never enforced limits.
 */
const content = resolvedFigures();
const figuresFile = 'figures.yaml';

export interface SavingsComparison {
  /** What the comparison is about, e.g. "AI-telefonassistent". */
  label: string;
  /** What the customer pays today without us. */
  beforeLabel: string;
  before: number;
  /** What it costs with our solution. */
  afterLabel: string;
  after: number;
  /** The saving: computed as before − after, never stored. */
  saved: number;
  /**
   * How the calculator carries the example over to a buyer's own cost (docs/product.md#savings-calculator):
   * `price` where `after` is the solution's fixed monthly price, `share` where it grows with the cost.
   */
  model: 'price' | 'share';
  period: 'md.';
  /** The monthly price's id in content/prices.yaml (model `price`): its card on /priser. */
  priceId?: string;
}

/** A savings example by its id in content/figures.yaml, in the calculator's shape (its props, key by key). */
function comparison(id: string): SavingsComparison {
  const example = byId(content.savings, id, figuresFile, 'savings');
  const { label, beforeLabel, before, afterLabel, after, saved, model } = example;
  const priceId = 'priceId' in example ? example.priceId : undefined;
  return { label, beforeLabel, before, afterLabel, after, saved, model, period: 'md.', ...(priceId && { priceId }) };
}

export const savings = {
  phoneAssistant: comparison('phone-assistant'),
  chatbot: comparison('chatbot'),
  aiGeneration: comparison('ai-generation'),
  aiInformation: comparison('ai-information'),
  businessIntelligence: comparison('business-intelligence'),
  dataPlatform: comparison('data-platform'),
  automation: comparison('automation'),
  applicationServices: comparison('application-services'),
} satisfies Record<string, SavingsComparison>;

/** A figure's entry by its id. */
const entry = (id: string) => byId(content.figures, id, figuresFile, 'figures');

/** A figure as the pages write it: its unit bound to it by a no-break space (`99,9 %`). */
const figure = (id: string) => keepFiguresTogether(entry(id).value);

/** A figure's words-only spelling where it has one (`Under 1 sekund`), else its value. */
const spelledOut = (id: string) => keepFiguresTogether(entry(id).spelledOut) || figure(id);

/** A figure as a row shows it: the value, the words the row puts by it and, where it has one, its small link. */
export interface RowFigure {
  value: string;
  label: string;
  /** To the figure's source on /tillid (`kilde`), or to the trial's terms (docs/product.md#marketing-figures). */
  link?: FigureLink;
}

const paths = { trust: trustHref, prices: pricesHref };

/**
 * A row of figures by its id, each with the words the row puts by it and its link. The trial claim stands only
 * once the company has written its terms (content/company.yaml, `trialTerms`).
 */
const group = (id: string): readonly RowFigure[] =>
  byId(content.groups, id, figuresFile, 'groups')
    .items.filter((item) => figureShown(item.figure, company.trialTerms))
    .map((item) => {
      const link = figureLink(entry(item.figure), paths);
      return { value: figure(item.figure), label: item.label || entry(item.figure).label, ...(link && { link }) };
    });

/** The figures /tillid lists with their basis (`#tal`): sources first, then the company's own counts. */
export const figureSources = figuresWithBasis(
  content.figures.filter((item) => figureShown(item.id, company.trialTerms)),
);

/** Every price of content/prices.yaml, in its order: /priser lists them all. */
export const prices = content.prices;

/** The uptime the trust claims, the stats and the cloud page state. */
export const uptime = figure('uptime');

/** Open, running or supported around the clock. */
export const roundTheClock = figure('round-the-clock');

/** Trust claims repeated across pages. */
export const trustClaims = group('trust-claims');

/** The company's experience figures. */
export const experienceStats = group('experience');

/** AI adoption statistics on the AI information and business intelligence pages. */
export const aiAdoptionStats = group('ai-adoption');

/** Trust figures on the data strategy page. */
export const strategyTrustFigures = group('strategy-trust');

/** The return a data strategy typically gives (its return box: 3x). */
export const strategyRoiMultiplier = figure('strategy-return');

/** Automation's time saving on routine tasks: its page's first statistic and the home page's automation row. */
export const automationTimeSaving = figure('automation-time-saving');

/** Process automation: the page's stats. */
export const automationStats = group('automation');

/**
 * The home page's results section. The time saving is left out: the hero's trust claims state it, and
 * a claim appears at most once per page.
 */
export const homeResults = group('home-results');

/**
 * What the AI phone assistant promises on the home page. Not `24/7`: the hero's trust claims already state
 * it, and a claim appears at most once per page.
 */
export const homePhoneAssistantClaims = group('home-phone-assistant');

/** An investment range with the return it is expected to earn (apps, branding). */
export interface InvestmentReturn {
  minKr: number;
  maxKr: number;
  /** "3" for 3x return on the investment. */
  returnMultiple: number;
  /** The return is reached within this many months. */
  withinMonths: number;
  /** What the investment typically covers, as content/prices.yaml lists it. */
  includes: readonly string[];
  /** The price's id in content/prices.yaml: its card on /priser. */
  priceId: string;
}

/** An investment return by its id, its range read from the price it names. */
function investmentReturn(id: string): InvestmentReturn {
  const { price, multiple, withinMonths } = byId(content.returns, id, figuresFile, 'returns');
  return {
    minKr: price.from,
    maxKr: price.to,
    returnMultiple: multiple,
    withinMonths,
    includes: price.includes,
    priceId: price.id,
  };
}

export const investmentReturns = {
  apps: investmentReturn('apps'),
  branding: investmentReturn('branding'),
} satisfies Record<string, InvestmentReturn>;

/** Typical price of a web or automation project, excluding VAT. */
const projectPrice = byId(content.prices, 'typical-project', 'prices.yaml', 'prices');
if (projectPrice.from === undefined || projectPrice.to === undefined) {
  throw new Error('content/prices.yaml is not valid:\n  prices: "typical-project" skal være et spænd (Fra–Til)');
}
export const typicalProjectPrice = { minKr: projectPrice.from, maxKr: projectPrice.to } as const;

/** Claims of the product pages, shown as text. */
export const productClaims = {
  phoneAssistant: {
    languages: figure('languages'),
    dialects: figure('dialects'),
    responseTime: spelledOut('response-time'),
    saving: figure('phone-assistant-saving'),
    moreBookings: figure('phone-assistant-bookings'),
  },
  chatbot: { lowerSupportCost: figure('chatbot-support-cost'), uptime },
  aiGeneration: { fasterProduction: figure('ai-generation-speed') },
  applicationServices: { fasterDelivery: figure('application-services-speed') },
  branding: {
    brands: figure('brands'),
    satisfaction: figure('branding-satisfaction'),
    recognitionGain: figure('branding-recognition'),
  },
  apps: { fasterInspections: figure('apps-inspections'), betterCommunication: figure('apps-communication') },
} as const;

/**
 * What a clear brand and website typically bring: branding's benefit rows and the websites page's example
 * projects state the same two effects, figure and meaning together.
 */
export const brandAndWebEffects = {
  onlineEngagement: { value: figure('online-engagement'), label: entry('online-engagement').label },
  newSegments: { value: figure('new-segments'), label: entry('new-segments').label },
} as const;
