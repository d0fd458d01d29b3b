import { sitePart, sitePartHeight } from '../../islands/animations/parts/SiteDrawing';
import type { BuilderBlockType } from '../../lib/animations/website-builder';

/**
 * The finished mock page of the home page's websites row, rendered on the server only. On phones it leaves
 * out the row of cards and the footer, so the picture stays a glance and the row stays short.
 */
export default function SiteMock() {
  return (
    <div className="space-y-2">
      {(Object.keys(sitePart) as BuilderBlockType[]).map((part) => (
        <div
          key={part}
          className={`overflow-hidden rounded-lg ${sitePartHeight[part]}${part === 'content' || part === 'footer' ? ' max-sm:hidden' : ''}`}
        >
          {sitePart[part]}
        </div>
      ))}
    </div>
  );
}
