import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface Props<Key extends string | number> {
  /** Every content the place can show, by key. */
  options: readonly (readonly [Key, ReactNode])[];
  shown: Key;
  className?: string;
  /** Classes of each option's own box. */
  optionClassName?: string;
}

/**
 * A place that shows one of a few known contents (a status word, a percentage). All are drawn in
 * the same grid cell and all but the shown one are hidden, so the place is as large as its largest
 * content whatever it shows, and a change is one of visibility only: the text never changes, so
 * the browser repaints it without laying out the page (a step of an illustration costs a quarter less
 * main thread; docs/product.md#loading-and-performance-rules). Hidden options are out of the accessibility tree too.
 */
export function OneOf<Key extends string | number>({ options, shown, className, optionClassName }: Props<Key>) {
  return (
    <span className={cn('inline-grid', className)}>
      {options.map(([key, content]) => (
        <span key={key} className={cn('col-start-1 row-start-1', optionClassName, key !== shown && 'invisible')}>
          {content}
        </span>
      ))}
    </span>
  );
}
