import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DASHBOARD_REFRESH_MS,
  dashboardAnimation,
  kpiCards,
  labelledMonths,
  metricRows,
  trendChart,
  type DashboardState,
} from '../../../src/lib/animations/executive-dashboard';
import { createPlayer } from '../../../src/lib/animations/player';
import { illustrationWords } from '../fixtures/illustration-words';

const dashboardPlayer = () => createPlayer(dashboardAnimation);
const initialDashboardState = dashboardAnimation.initial;
const values = (state: DashboardState) => [
  ...metricRows(state).map((r) => r.value),
  ...kpiCards(state).map((k) => k.value),
];

describe('executive dashboard', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has four metric rows with value, target, colour and trend, and four KPI cards', () => {
    const rows = metricRows(initialDashboardState);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.value).toBeGreaterThan(0);
      expect(row.value).toBeLessThanOrEqual(100);
      expect(row.target).toBeGreaterThan(0);
      expect(['up', 'down', 'neutral']).toContain(row.trend);
    }
    const cards = kpiCards(initialDashboardState);
    expect(cards.map((c) => c.icon)).toEqual(['revenue', 'customers', 'orders', 'costs']);
    expect(cards[0]!.value).toMatch(/^\d+,\d\u00a0mio\.\u00a0kr\.$/);
  });

  it('refreshes the figures every 3 s and not in between', () => {
    const player = dashboardPlayer();
    player.play();
    const first = values(player.state);
    vi.advanceTimersByTime(DASHBOARD_REFRESH_MS - 1);
    expect(values(player.state)).toEqual(first);
    vi.advanceTimersByTime(1);
    expect(player.state.tick).toBe(1);
    expect(values(player.state)).not.toEqual(first);
  });

  it('derives each row trend from the previous refresh', () => {
    const before = metricRows({ tick: 4 });
    const after = metricRows({ tick: 5 });
    after.forEach((row, i) => {
      const expected = row.value > before[i]!.value ? 'up' : row.value < before[i]!.value ? 'down' : 'neutral';
      expect(row.trend).toBe(expected);
    });
  });

  it('repeats the same figures for the same refresh count (after its eight-step pattern)', () => {
    expect(values({ tick: 3 })).toEqual(values({ tick: 11 }));
  });

  it('pause holds the figures; resume refreshes again 3 s later', () => {
    const player = dashboardPlayer();
    player.play();
    vi.advanceTimersByTime(2 * DASHBOARD_REFRESH_MS);
    player.pause();
    vi.advanceTimersByTime(30_000);
    expect(player.state.tick).toBe(2);
    player.play();
    vi.advanceTimersByTime(DASHBOARD_REFRESH_MS);
    expect(player.state.tick).toBe(3);
  });

  it('schedules a refresh 3 s after every state and counts it', () => {
    expect(dashboardAnimation.schedule({ tick: 7 })).toEqual({ ms: 3000, event: { type: 'refresh' } });
    expect(dashboardAnimation.next({ tick: 7 }, { type: 'refresh' })).toEqual({ tick: 8 });
  });

  it('has a trend chart of 12 bars, one per month the entry names, labelled January, June and December', () => {
    expect(trendChart).toHaveLength(12);
    expect(illustrationWords('executive-dashboard').months).toHaveLength(trendChart.length);
    expect(labelledMonths).toEqual([0, 5, 11]);
  });
});
