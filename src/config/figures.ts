import { formatPercent } from '../lib/format';

/**
 * Marketing figures shown as text (docs/product.md#marketing-figures). They are claims, never enforced limits.
 * Every comparison keeps its own `saved` figure as stated; a unit test checks that
 * it equals `before - after`, so an edit cannot break the arithmetic.
 */

export interface SavingsComparison {
  /** What the comparison is about, e.g. "AI-telefonassistent". */
  label: string;
  /** What the customer pays today without us. */
  beforeLabel: string;
  before: number;
  /** What it costs with our solution. */
  afterLabel: string;
  after: number;
  /** The saving as the page states it. */
  saved: number;
  /**
   * How the calculator carries the example over to a buyer's own cost (docs/product.md#savings-calculator):
   * `price` where `after` is the solution's fixed monthly price, `share` where it grows with the cost.
   */
  model: 'price' | 'share';
  period: 'md.';
}

const monthly = (c: Omit<SavingsComparison, 'period'>): SavingsComparison => ({ ...c, period: 'md.' });

export const savings = {
  phoneAssistant: monthly({
    label: 'AI-telefonassistent',
    beforeLabel: 'Receptionist (løn)',
    before: 36_000,
    afterLabel: 'AI-telefonassistent',
    after: 899,
    saved: 35_101,
    model: 'price',
  }),
  chatbot: monthly({
    label: 'Chatbot',
    beforeLabel: 'Medarbejder i kundeservice',
    before: 25_000,
    afterLabel: 'AI-chatbot',
    after: 499,
    saved: 24_501,
    model: 'price',
  }),
  aiGeneration: monthly({
    label: 'AI-generering',
    beforeLabel: 'Traditionel indholdsproduktion',
    before: 50_000,
    afterLabel: 'Med AI-generering',
    after: 15_000,
    saved: 35_000,
    model: 'share',
  }),
  aiInformation: monthly({
    label: 'Kunstig intelligens',
    beforeLabel: 'Før AI',
    before: 45_000,
    afterLabel: 'Med AI',
    after: 15_000,
    saved: 30_000,
    model: 'share',
  }),
  businessIntelligence: monthly({
    label: 'Forretningsintelligens',
    beforeLabel: 'Manuel rapportering',
    before: 60_000,
    afterLabel: 'Med BI-løsning',
    after: 20_000,
    saved: 40_000,
    model: 'share',
  }),
  dataPlatform: monthly({
    label: 'Dataplatforme',
    beforeLabel: 'Spredte systemer',
    before: 80_000,
    afterLabel: 'Samlet dataplatform',
    after: 25_000,
    saved: 55_000,
    model: 'share',
  }),
  automation: monthly({
    label: 'Automatisering',
    beforeLabel: 'Manuelle processer',
    before: 40_000,
    afterLabel: 'Automatiserede processer',
    after: 12_000,
    saved: 28_000,
    model: 'share',
  }),
  applicationServices: monthly({
    label: 'Applikationstjenester',
    beforeLabel: 'Internt udviklingsteam',
    before: 120_000,
    afterLabel: 'Vores eksperter',
    after: 60_000,
    saved: 60_000,
    model: 'share',
  }),
} satisfies Record<string, SavingsComparison>;

/** The uptime the trust claims, the stats and the cloud page state. */
export const uptime = formatPercent(99.9);

/** Open, running or supported around the clock. */
export const roundTheClock = '24/7';

/** Trust claims repeated across pages. */
export const trustClaims = [
  { value: formatPercent(100), label: 'Risikofri prøveperiode' },
  { value: uptime, label: 'Oppetid' },
  { value: roundTheClock, label: 'Support' },
  { value: formatPercent(70), label: 'Tidsbesparelse' },
] as const;

/** The company's experience figures. */
export const experienceStats = [
  { value: '20+', label: 'Års samlet erfaring' },
  { value: '100+', label: 'Gennemførte projekter' },
  { value: '500+', label: 'Tilfredse kunder' },
  { value: roundTheClock, label: 'Support til jeres løsninger' },
] as const;

/** The company values (docs/product.md#audience-and-purpose). */
export const companyValues = [
  {
    title: 'Innovation',
    description: 'Vi bruger den nyeste teknologi, når den skaber reel værdi for jer – ikke for teknologiens skyld.',
  },
  {
    title: 'Kvalitet',
    description: 'Løsninger, der er gennemtestede, sikre og bygget til at holde i drift år efter år.',
  },
  { title: 'Partnerskab', description: 'Vi arbejder tæt sammen med jer fra første møde til længe efter lanceringen.' },
  {
    title: 'Resultater',
    description: 'Vi måler vores arbejde på målbare gevinster: sparet tid, flere kunder og lavere omkostninger.',
  },
] as const;

/** AI adoption statistics on the AI information and business intelligence pages. */
export const aiAdoptionStats = [
  { value: `${formatPercent(50)}+`, label: 'af virksomheder bruger allerede AI i mindst én funktion' },
  { value: formatPercent(25), label: 'højere produktivitet, hvor AI understøtter analysen' },
  { value: formatPercent(15), label: 'lavere driftsomkostninger med datadrevne beslutninger' },
  { value: formatPercent(80), label: 'af ledere vil øge deres investeringer i data og AI' },
] as const;

/** Trust figures on the data strategy page. */
export const strategyTrustFigures = [
  { value: '100+', label: 'Strategier udarbejdet' },
  { value: formatPercent(100), label: 'Sikkerhed og GDPR i fokus' },
  { value: roundTheClock, label: 'Support' },
  { value: uptime, label: 'Oppetid på vores løsninger' },
] as const;

/** The return a data strategy typically gives (its return box: 3x). */
export const strategyRoiMultiplier = '3x';

/** Process automation: the page's stats. */
/** Automation's time saving on routine tasks: its page's first statistic and the home page's automation row. */
export const automationTimeSaving = formatPercent(80);

export const automationStats = [
  { value: automationTimeSaving, label: 'Tidsbesparelse på automatiserede opgaver' },
  { value: roundTheClock, label: 'Processer, der kører døgnet rundt' },
  { value: uptime, label: 'Oppetid' },
  { value: formatPercent(100), label: 'Risikofri prøveperiode' },
] as const;

/**
 * The home page's results section. The time saving is left out: the hero's trust claims state it, and
 * a claim appears at most once per page.
 */
export const homeResults = [
  { value: formatPercent(40), label: 'flere bookinger med AI-telefonassistenten' },
  { value: formatPercent(60), label: 'lavere omkostninger til kundesupport' },
  { value: formatPercent(95), label: 'konvertering på henvendelser, der besvares med det samme' },
] as const;

/**
 * What the AI phone assistant promises on the home page. Not `24/7`: the hero's trust claims already state
 * it, and a claim appears at most once per page.
 */
export const homePhoneAssistantClaims = [
  { value: '25+', label: 'sprog' },
  { value: '45+', label: 'dialekter' },
  { value: '<1\u00a0sek.', label: 'svartid' },
] as const;

/** An investment range with the return it is expected to earn (apps, branding). */
export interface InvestmentReturn {
  minKr: number;
  maxKr: number;
  /** "3" for 3x return on the investment. */
  returnMultiple: number;
  /** The return is reached within this many months. */
  withinMonths: number;
}

export const investmentReturns = {
  apps: { minKr: 150_000, maxKr: 400_000, returnMultiple: 3, withinMonths: 12 },
  branding: { minKr: 50_000, maxKr: 150_000, returnMultiple: 5, withinMonths: 18 },
} satisfies Record<string, InvestmentReturn>;

/** Typical price of a web or automation project, excluding VAT. */
export const typicalProjectPrice = { minKr: 10_000, maxKr: 25_000 } as const;

/** Claims of the product pages, shown as text. */
export const productClaims = {
  phoneAssistant: {
    languages: '25+',
    dialects: '45+',
    responseTime: 'Under 1 sekund',
    saving: `Op til ${formatPercent(70)}`,
    moreBookings: formatPercent(40),
  },
  chatbot: { lowerSupportCost: formatPercent(60), uptime },
  aiGeneration: { fasterProduction: formatPercent(80) },
  applicationServices: { fasterDelivery: '3x' },
  branding: { brands: '200+', satisfaction: formatPercent(95), recognitionGain: formatPercent(40) },
  apps: { fasterInspections: formatPercent(60), betterCommunication: formatPercent(40) },
} as const;

/**
 * What a clear brand and website typically bring: branding's benefit rows and the websites page's example
 * projects state the same two effects, figure and meaning together.
 */
export const brandAndWebEffects = {
  onlineEngagement: { value: formatPercent(60), label: 'mere online engagement' },
  newSegments: { value: formatPercent(30), label: 'nye kundesegmenter' },
} as const;
