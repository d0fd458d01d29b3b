import { formatNumber, formatWithUnit } from '../format';
import { every, type Animation } from './animation';

/**
 * The simulated executive dashboard on the business intelligence page (docs/product.md#executive-dashboard):
 * metric rows and KPI cards whose values refresh every 3 s, and a trend chart of 12 months.
 * Values are a pure function of the refresh count, so the same tick always shows the same numbers.
 */

export const DASHBOARD_REFRESH_MS = 3000;

export type Trend = 'up' | 'down' | 'neutral';
/** The bar's colour, named for the palette colour it paints (brand-600, accent-600, brand-400, warm-400). */
export type MetricColor = 'brand' | 'accent' | 'lightBrand' | 'warm';
export type KpiIcon = 'revenue' | 'customers' | 'orders' | 'costs';

/** A goal's row; its name is the entry's, in the same order. */
export interface MetricRow {
  id: string;
  /** Percent reached, 0-100. */
  value: number;
  /** The goal in percent. */
  target: number;
  color: MetricColor;
  trend: Trend;
}

/** A KPI card; its title is the entry's, in the same order. */
export interface KpiCard {
  /** Already formatted in Danish, e.g. "12,4 mio. kr.". */
  value: string;
  /** Change against last month in percent, one decimal. */
  change: number;
  trend: Trend;
  icon: KpiIcon;
}

export interface DashboardState {
  /** How many times the figures have refreshed. */
  tick: number;
}

export type DashboardEvent = { type: 'refresh' };

export const dashboardAnimation: Animation<DashboardState, DashboardEvent> = {
  initial: { tick: 0 },
  next: (state, event) => {
    switch (event.type) {
      case 'refresh':
        return { tick: state.tick + 1 };
    }
  },
  schedule: every(DASHBOARD_REFRESH_MS, { type: 'refresh' }),
};

/** A fixed sway pattern instead of randomness: live-looking, yet repeatable in tests. */
const sway = [0, 1.5, 0.5, -1, 2, -0.5, 1, -1.5] as const;
const swayAt = (tick: number, offset: number): number =>
  sway[(((tick + offset) % sway.length) + sway.length) % sway.length]!;

const trendOf = (now: number, before: number): Trend => (now > before ? 'up' : now < before ? 'down' : 'neutral');

const metricBases = [
  { id: 'kundetilfredshed', base: 91, target: 95, color: 'brand' },
  { id: 'leveringspraecision', base: 86, target: 90, color: 'accent' },
  { id: 'lagerudnyttelse', base: 77, target: 80, color: 'lightBrand' },
  { id: 'medarbejdertrivsel', base: 83, target: 85, color: 'warm' },
] as const;

export function metricRows(state: DashboardState): MetricRow[] {
  return metricBases.map(({ base, ...row }, i) => {
    const value = base + swayAt(state.tick, i * 3);
    return { ...row, value, trend: trendOf(value, base + swayAt(state.tick - 1, i * 3)) };
  });
}

/** `12.4` → `12,4 mio. kr.`: one decimal even as the figure ticks, so it does not change width; no break in the unit. */
export const formatMillionKr = (millions: number) => formatWithUnit(millions, 'mio.\u00a0kr.', 1);
const formatWhole = (v: number) => formatNumber(Math.round(v));

const kpiBases = [
  { icon: 'revenue', base: 12.4, change: 8.2, format: formatMillionKr },
  { icon: 'customers', base: 348, change: 12.1, format: formatWhole },
  { icon: 'orders', base: 1260, change: 5.4, format: formatWhole },
  { icon: 'costs', base: 2.1, change: -4.5, format: formatMillionKr },
] as const;

export function kpiCards(state: DashboardState): KpiCard[] {
  return kpiBases.map(({ icon, base, change, format }, i) => {
    const swayNow = swayAt(state.tick, i * 2 + 1);
    const value = base * (1 + swayNow / 100);
    const changeNow = Math.round((change + swayNow / 2) * 10) / 10;
    return { icon, value: format(value), change: changeNow, trend: trendOf(changeNow, 0) };
  });
}

/**
 * Monthly revenue (mio. kr.) for the trend chart, January to December; the months' names are the entry's, and
 * only January, June and December carry a visible one under their bar.
 */
export const trendChart: readonly number[] = [8.1, 8.6, 9.0, 8.8, 9.6, 10.2, 9.9, 10.7, 11.1, 11.6, 12.0, 12.4];

export const labelledMonths: readonly number[] = [0, 5, 11];
