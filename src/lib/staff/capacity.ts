/** How busy a voice agent is (docs/product.md#agent-availability): red above 80 %, yellow above 60 %, else green. */

export type CapacityLevel = 'high' | 'medium' | 'low';

export interface Capacity {
  /** Rounded percentage for display. */
  percent: number;
  level: CapacityLevel;
  /** Danish words for the level, so the colour is never the only sign. */
  label: string;
}

const labels: Record<CapacityLevel, string> = {
  high: 'Høj belastning',
  medium: 'Middel belastning',
  low: 'Lav belastning',
};

/** The level from the exact share, so 80.5 % counts as above 80 % even though it shows as 81 %. */
export function capacityLevel(ratioPercent: number): CapacityLevel {
  if (ratioPercent > 80) return 'high';
  if (ratioPercent > 60) return 'medium';
  return 'low';
}

export function capacity(currentCalls: number, maxCalls: number): Capacity {
  const exact = maxCalls > 0 ? (Math.max(0, currentCalls) / maxCalls) * 100 : 0;
  const level = capacityLevel(exact);
  return { percent: Math.round(exact), level, label: labels[level] };
}
