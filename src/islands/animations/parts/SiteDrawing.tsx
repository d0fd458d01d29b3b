import type { ReactNode } from 'react';
import type { BuilderBlockType } from '../../../lib/animations/website-builder';
import type { SiteDrawingWords } from '../../../schemas/illustrations';

/**
 * The drawing of a small company website, part by part: what the website builder assembles block by
 * block, and what the home page shows finished. Its words are the entry's (a made-up company's); static
 * markup, no state: rendered on the server where it stands alone, it ships no JavaScript.
 */

/** How tall each block of the mock page is drawn; the same built or not, so building moves nothing. */
export const sitePartHeight: Record<BuilderBlockType, string> = {
  header: 'h-10',
  navigation: 'h-7',
  hero: 'h-24',
  content: 'h-28',
  footer: 'h-10',
};

/** A small landscape picture: the hero image and the cards' thumbnails. */
const picture = (
  <svg viewBox="0 0 40 24" preserveAspectRatio="xMidYMax meet" className="size-full bg-brand-100">
    <circle cx="30" cy="7" r="3.5" className="fill-warm-400" />
    <path d="M0 24 13 11l8 8 6-5 13 10Z" className="fill-brand-600" />
  </svg>
);

/**
 * What each block is once built: a real page, piece by piece, in the entry's words. Made once per drawing, so
 * a build step only switches visibility (docs/product.md#website-builder).
 */
export function siteParts(words: SiteDrawingWords): Record<BuilderBlockType, ReactNode> {
  const [first, ...menu] = words.menu;
  return {
    header: (
      <div className="flex h-full items-center justify-between bg-white px-3">
        <span className="flex items-center gap-1.5 text-xs font-bold text-ink">
          <span className="grid size-5 place-items-center rounded-md bg-brand-700 text-[11px] text-white">
            {words.company.charAt(0)}
          </span>
          {words.company}
        </span>
        <span className="rounded-full bg-brand-700 px-2 py-0.5 text-[11px] font-semibold text-white">
          {words.contact}
        </span>
      </div>
    ),
    navigation: (
      <div className="flex h-full items-center gap-3 border-y border-line bg-white px-3 text-[11px] font-medium text-ink">
        <span className="text-brand-800 underline underline-offset-4">{first}</span>
        {menu.map((item, i) => (
          // The last item gives way at the narrowest phones.
          <span key={item} className={i === menu.length - 1 ? 'max-[359px]:hidden' : undefined}>
            {item}
          </span>
        ))}
      </div>
    ),
    hero: (
      <div className="flex h-full items-center gap-3 bg-brand-50 px-3">
        <div className="min-w-0 flex-1">
          <p className="text-sm leading-tight font-bold text-brand-950">{words.heroTitle}</p>
          <p className="mt-1 truncate text-[11px] text-ink-muted">{words.heroText}</p>
          <span className="mt-2 inline-block rounded-md bg-brand-700 px-2 py-1 text-[11px] font-semibold text-white">
            {words.heroButton}
          </span>
        </div>
        <div className="h-16 w-2/5 overflow-hidden rounded-md">{picture}</div>
      </div>
    ),
    content: (
      <div className="grid h-full grid-cols-3 gap-2">
        {words.cards.map((card) => (
          <div
            key={card.title}
            className="flex min-w-0 flex-col overflow-hidden rounded-md border border-line bg-white"
          >
            <div className="h-10">{picture}</div>
            <p className="truncate px-1.5 pt-1 text-[11px] leading-tight font-semibold text-ink max-[359px]:text-[10px]">
              {card.title}
            </p>
            <p className="px-1.5 text-[11px] leading-tight text-pretty text-ink-muted">{card.text}</p>
          </div>
        ))}
      </div>
    ),
    footer: (
      <div className="flex h-full items-center justify-between gap-2 bg-brand-950 px-3 text-[11px] text-white max-[359px]:gap-1.5 max-[359px]:px-2">
        <span className="font-semibold">{words.company}</span>
        <span className="truncate max-[359px]:text-[10px]">{words.footer}</span>
      </div>
    ),
  };
}
