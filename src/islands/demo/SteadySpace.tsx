import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface Props {
  /** What is shown now. */
  children: ReactNode;
  /** Everything that may be shown here: the space keeps the size of the largest, drawn invisibly. */
  reserve: ReactNode[];
  className?: string;
}

/**
 * A space as large as the largest content it may hold, whatever it holds now, so nothing around it moves
 * when its content changes. The reserved copies share the shown content's grid cell, invisible, inert and
 * hidden from screen readers.
 */
export function SteadySpace({ children, reserve, className }: Props) {
  return (
    <div className={cn('grid', className)}>
      {reserve.map((node, index) => (
        <div key={index} aria-hidden="true" inert className="invisible col-start-1 row-start-1">
          {node}
        </div>
      ))}
      <div className="col-start-1 row-start-1">{children}</div>
    </div>
  );
}
