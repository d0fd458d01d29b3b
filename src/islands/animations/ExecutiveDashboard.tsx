import { useReducer, useRef } from 'react';
import { LazyMotion, domAnimation, m } from 'motion/react';
import { ArrowDownRight, ArrowUpRight, Minus, ShoppingCart, TrendingUp, Users, Wallet } from 'lucide-react';
import { PlayPauseButton } from '../shared/PlayPauseButton';
import { useInterval } from '../shared/useInterval';
import { usePlayback } from '../shared/usePlayback';
import { cn } from '../../lib/cn';
import {
  DASHBOARD_REFRESH_MS,
  initialDashboardState,
  kpiCards,
  labelledMonths,
  metricRows,
  nextDashboard,
  trendChart,
  type KpiIcon,
  type MetricColor,
  type Trend,
} from '../../lib/animations/executive-dashboard';

const kpiIcons: Record<KpiIcon, typeof Wallet> = {
  revenue: Wallet,
  customers: Users,
  orders: ShoppingCart,
  costs: TrendingUp,
};
const barColors: Record<MetricColor, string> = {
  brand: 'bg-brand-600',
  accent: 'bg-accent-600',
  sky: 'bg-sky-600',
  violet: 'bg-violet-600',
};
const trendWords: Record<Trend, string> = { up: 'Stigende', down: 'Faldende', neutral: 'Uændret' };
const trendIcons: Record<Trend, typeof Minus> = { up: ArrowUpRight, down: ArrowDownRight, neutral: Minus };
const percent = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 1 });
const signed = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
const maxBar = Math.max(...trendChart.map((bar) => bar.value));

/** A simulated executive dashboard whose figures refresh every 3 s (SPEC section 4). */
export default function ExecutiveDashboard() {
  const rootRef = useRef<HTMLDivElement>(null);
  const playback = usePlayback(rootRef);
  const [state, dispatch] = useReducer(nextDashboard, initialDashboardState);
  useInterval(() => dispatch({ type: 'refresh' }), DASHBOARD_REFRESH_MS, playback.running);
  const transition = { duration: playback.reducedMotion ? 0 : 0.6 };

  return (
    <LazyMotion features={domAnimation}>
      <div ref={rootRef} className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-lg font-bold">Ledelsesoverblik</p>
            <p className="text-sm text-ink-muted">Eksempeltal, der opdateres hvert 3. sekund</p>
          </div>
          {!playback.reducedMotion && (
            <PlayPauseButton
              paused={playback.paused}
              onToggle={playback.togglePaused}
              subject="opdateringen af dashboardet"
            />
          )}
        </div>

        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Nøgletal">
          {kpiCards(state).map((card) => {
            const Icon = kpiIcons[card.icon];
            const TrendIcon = trendIcons[card.trend];
            return (
              <li key={card.title} className="rounded-xl border border-line bg-surface-muted p-3 sm:p-4">
                <div className="flex items-center gap-2 text-sm text-ink-muted">
                  <Icon aria-hidden="true" size={16} className="shrink-0 text-brand-700" />
                  {card.title}
                </div>
                <p className="mt-2 text-xl font-bold tracking-tight sm:text-2xl">{card.value}</p>
                <p className="mt-1 flex items-center gap-1 text-sm font-semibold text-ink-muted">
                  <TrendIcon aria-hidden="true" size={14} />
                  {signed.format(card.change)} % <span className="sr-only">i forhold til sidste måned</span>
                </p>
              </li>
            );
          })}
        </ul>

        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <ul className="space-y-4" aria-label="Mål og resultater">
            {metricRows(state).map((row) => {
              const TrendIcon = trendIcons[row.trend];
              return (
                <li key={row.id}>
                  <div className="flex items-baseline justify-between gap-2 text-sm">
                    <span className="font-semibold">{row.label}</span>
                    <span className="flex items-center gap-1 text-ink-muted">
                      <TrendIcon aria-hidden="true" size={14} />
                      {trendWords[row.trend]}
                    </span>
                  </div>
                  <div className="mt-1 h-2.5 overflow-hidden rounded-full bg-line" aria-hidden="true">
                    <m.div
                      className={cn('h-full rounded-full', barColors[row.color])}
                      initial={false}
                      animate={{ width: `${row.value}%` }}
                      transition={transition}
                    />
                  </div>
                  <p className="mt-1 text-xs text-ink-muted">
                    {percent.format(row.value)} % af målet på {row.target} %
                  </p>
                </li>
              );
            })}
          </ul>

          <figure>
            <figcaption className="text-sm font-semibold">Omsætning pr. måned (mio. kr.)</figcaption>
            <div
              className="mt-3 flex h-40 items-end gap-1.5 border-b border-line"
              role="img"
              aria-label={`Søjlediagram over 12 måneder: omsætningen stiger fra ${percent.format(trendChart[0].value)} mio. kr. i januar til ${percent.format(trendChart[11].value)} mio. kr. i december.`}
            >
              {trendChart.map((bar) => (
                <div
                  key={bar.month}
                  className="flex-1 rounded-t bg-brand-500"
                  style={{ height: `${(bar.value / maxBar) * 100}%` }}
                />
              ))}
            </div>
            <div className="mt-1 flex gap-1.5 text-xs text-ink-muted" aria-hidden="true">
              {trendChart.map((bar) => (
                <span key={bar.month} className="flex-1 text-center">
                  {labelledMonths.includes(bar.month) ? bar.month : ''}
                </span>
              ))}
            </div>
          </figure>
        </div>
      </div>
    </LazyMotion>
  );
}
