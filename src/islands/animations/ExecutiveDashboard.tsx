import { memo } from 'react';
import { useAnimation } from '../shared/useAnimation';
import {
  dashboardAnimation,
  formatMillionKr,
  kpiCards,
  labelledMonths,
  metricRows,
  trendChart,
  type KpiIcon,
  type MetricColor,
  type Trend,
} from '../../lib/animations/executive-dashboard';
import { formatPercent } from '../../lib/format';
import { fillIn } from './parts/fill-in';
import type { WordsOf } from '../../schemas/illustrations';
import { Glyph } from './parts/Glyph';
import { IllustrationFrame, type Controls } from './parts/IllustrationFrame';
import { ProgressBar } from './parts/ProgressBar';

/** Icon paths (Lucide's wallet, users, shopping-cart, trending-up). */
const kpiIcons: Record<KpiIcon, string> = {
  revenue:
    'M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4',
  customers:
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M16 3.128a4 4 0 0 1 0 7.744M22 21v-2a4 4 0 0 0-3-3.87M5 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0',
  orders:
    'm2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25M16 20a2 2 0 1 0 4 0a2 2 0 1 0-4 0M6 20a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
  costs: 'M16 7h6v6m0-6-8.5 8.5-5-5L2 17',
};
const barColors: Record<MetricColor, string> = {
  brand: 'bg-brand-600',
  accent: 'bg-accent-600',
  lightBrand: 'bg-brand-400',
  warm: 'bg-warm-400',
};
type Words = WordsOf<'executive-dashboard'>;
/** Lucide's arrow-up-right, arrow-down-right and minus. */
const trendIcons: Record<Trend, string> = {
  up: 'M7 7h10v10M7 17 17 7',
  down: 'm7 7 10 10M17 7v10H7',
  neutral: 'M5 12h14',
};
const maxBar = Math.max(...trendChart);

/** The year's revenue: it never changes, so a refresh of the figures skips it. */
const TrendChart = memo(function TrendChart({ words }: { words: Words }) {
  return (
    <figure>
      <figcaption className="text-sm font-semibold">{words.chartTitle}</figcaption>
      <div
        className="mt-3 flex h-40 items-end gap-1.5 border-b border-line"
        role="img"
        aria-label={fillIn(words.chartDescription, {
          fra: formatMillionKr(trendChart[0]!),
          til: formatMillionKr(trendChart.at(-1)!),
        })}
      >
        {trendChart.map((value, month) => (
          <div key={month} className="flex-1 rounded-t bg-brand-500" style={{ height: `${(value / maxBar) * 100}%` }} />
        ))}
      </div>
      <div className="mt-1 flex gap-1.5 text-xs text-ink-muted" aria-hidden="true">
        {trendChart.map((_, month) => (
          <span key={month} className="flex-1 text-center">
            {labelledMonths.includes(month) ? words.months[month] : ''}
          </span>
        ))}
      </div>
    </figure>
  );
});

/** A simulated executive dashboard whose figures refresh every 3 s (docs/product.md#executive-dashboard). */
export default function ExecutiveDashboard({ words, controls }: { words: Words; controls: Controls }) {
  const playback = useAnimation(dashboardAnimation);
  const { state } = playback;

  return (
    <IllustrationFrame
      playback={playback}
      controls={controls}
      subject={words.subject}
      title={words.title}
      subtitle={words.subtitle}
    >
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={words.kpisLabel}>
        {kpiCards(state).map((card, i) => {
          return (
            <li key={card.icon} className="rounded-xl border border-line bg-surface-muted p-3 sm:p-4">
              <div className="flex items-center gap-2 text-sm text-ink-muted">
                <Glyph d={kpiIcons[card.icon]} className="shrink-0 text-brand-700" />
                {words.kpis[i]}
              </div>
              <p className="mt-2 text-xl font-bold tracking-tight sm:text-2xl">{card.value}</p>
              <p className="mt-1 flex items-center gap-1 text-sm font-semibold text-ink-muted">
                <Glyph d={trendIcons[card.trend]} size={14} />
                {card.change > 0 && '+'}
                {formatPercent(card.change)} <span className="sr-only">{words.comparison}</span>
              </p>
            </li>
          );
        })}
      </ul>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <ul className="space-y-4" aria-label={words.metricsLabel}>
          {metricRows(state).map((row, i) => {
            return (
              <li key={row.id}>
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="font-semibold">{words.metrics[i]}</span>
                  <span className="flex items-center gap-1 text-ink-muted">
                    <Glyph d={trendIcons[row.trend]} size={14} />
                    {words.trends[row.trend]}
                  </span>
                </div>
                <ProgressBar
                  value={row.value}
                  className="mt-1 h-2.5"
                  fillClassName={barColors[row.color]}
                  slide={{ running: playback.running, slideMs: 600, periodMs: 3000 }}
                />
                <p className="mt-1 text-xs text-ink-muted">
                  {fillIn(words.ofTarget, { værdi: formatPercent(row.value), mål: formatPercent(row.target) })}
                </p>
              </li>
            );
          })}
        </ul>

        <TrendChart words={words} />
      </div>
    </IllustrationFrame>
  );
}
