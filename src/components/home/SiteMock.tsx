import { siteParts, sitePartHeight } from '../../islands/animations/parts/SiteDrawing';
import type { BuilderBlockType } from '../../lib/animations/website-builder';
import type { SiteDrawingWords } from '../../schemas/illustrations';

/**
 * The finished mock page of the home page's websites row, rendered on the server only, in the entry's words. On
 * phones it leaves out the row of cards and the footer, so the picture stays a glance and the row stays short.
 */
export default function SiteMock({ words }: { words: SiteDrawingWords }) {
  const parts = siteParts(words);
  return (
    <div className="space-y-2">
      {(Object.keys(parts) as BuilderBlockType[]).map((part) => (
        <div
          key={part}
          className={`overflow-hidden rounded-lg ${sitePartHeight[part]}${part === 'content' || part === 'footer' ? ' max-sm:hidden' : ''}`}
        >
          {parts[part]}
        </div>
      ))}
    </div>
  );
}
