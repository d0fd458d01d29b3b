import { bindRanges } from './figure-text';
import { fill, type PlaceholderValues } from './placeholders';

/**
 * A bespoke service page's sections as the renderer needs them (src/components/sections/ServiceSections.astro):
 * every text filled in, and the blocks grouped into the bands they stand in.
 */

/** The words an island fills in itself as it plays (`{nr}`): an illustration's, the carousel's player. */
const islandWords = new Set(['illustration', 'player']);

/**
 * Every string in a block with its placeholders filled and its typed time spans held together. The words an
 * island fills itself are left as written.
 */
export function fillCopy<T>(value: T, values: PlaceholderValues): T {
  if (typeof value === 'string') return bindRanges(fill(value, values)) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillCopy(item, values)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, islandWords.has(key) ? item : fillCopy(item, values)]),
    ) as T;
  }
  return value;
}

/** Where a block stands; the blocks without these fields always follow the one before. */
interface Placed {
  continues?: boolean;
  tone?: 'default' | 'muted';
  weight?: 'normal' | 'lead' | 'quiet';
}

export interface Band<Block> {
  tone: 'default' | 'muted';
  weight: 'normal' | 'lead' | 'quiet';
  /** The band's blocks, each with its place on the page (unique, for names such as a disclosure group's). */
  blocks: { block: Block; index: number }[];
}

/**
 * The bands a page's blocks make: a block starts one unless it continues the band above (or has no say,
 * as a closing button), and the band takes its ground and weight from the block that starts it.
 */
export function groupBands<Block extends object>(blocks: readonly Block[]): Band<Block>[] {
  const bands: Band<Block>[] = [];
  blocks.forEach((block, index) => {
    const placed = block as Placed;
    const current = bands.at(-1);
    if (current && placed.continues !== false) {
      current.blocks.push({ block, index });
      return;
    }
    bands.push({ tone: placed.tone ?? 'default', weight: placed.weight ?? 'normal', blocks: [{ block, index }] });
  });
  return bands;
}
