import { useRef, useState } from 'react';
import { LazyMotion, domAnimation, m } from 'motion/react';
import { cn } from '../../lib/cn';
import {
  DELIVERY_STEP_MS,
  boardColumns,
  boardTasks,
  nextDeliveryStep,
  priorityLabel,
  taskColumnAt,
  type TaskPriority,
} from '../../lib/animations/delivery-cycle';
import { PlayPauseButton } from '../shared/PlayPauseButton';
import { usePlayback } from '../shared/usePlayback';
import { useInterval } from '../shared/useInterval';

/** High priority is red, the others yellow; the word is always printed too. */
const priorityTone: Record<TaskPriority, string> = {
  high: 'bg-red-100 text-red-800',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-amber-100 text-amber-900',
};

/** The agile team board of the application services page: tasks move column by column. */
export default function AgileBoard() {
  const ref = useRef<HTMLDivElement>(null);
  const { running, paused, reducedMotion, togglePaused } = usePlayback(ref);
  const [step, setStep] = useState(0);
  useInterval(() => setStep(nextDeliveryStep), DELIVERY_STEP_MS, running);

  const doneCount = boardTasks.filter((task) => taskColumnAt(task, step) === boardColumns.length - 1).length;

  return (
    <div ref={ref} className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-semibold">Sprinttavle</p>
          <p className="text-sm text-ink-muted">
            {doneCount} af {boardTasks.length} opgaver er færdige
          </p>
        </div>
        {!reducedMotion && <PlayPauseButton paused={paused} onToggle={togglePaused} subject="sprinttavlen" />}
      </div>
      <LazyMotion features={domAnimation}>
        <div className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {boardColumns.map((column, columnIndex) => {
            const tasks = boardTasks.filter((task) => taskColumnAt(task, step) === columnIndex);
            return (
              <div key={column} className="rounded-xl bg-surface-muted p-3" data-board-column={column}>
                <h3 className="flex items-center justify-between text-sm font-semibold">
                  {column}
                  <span className="rounded-full bg-white px-2 text-xs text-ink-muted">{tasks.length}</span>
                </h3>
                <ul className="mt-3 min-h-24 space-y-2">
                  {tasks.map((task) => (
                    <m.li
                      key={`${task.id}-${columnIndex}`}
                      initial={reducedMotion ? false : { opacity: 0, y: -8 }}
                      animate={{ opacity: 1, y: 0 }}
                      transition={{ duration: 0.3 }}
                      className="rounded-lg border border-line bg-white p-3 text-sm shadow-sm"
                    >
                      <p className="font-medium">{task.title}</p>
                      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
                        <span className={cn('rounded-full px-2 py-0.5 font-semibold', priorityTone[task.priority])}>
                          <span className="sr-only">Prioritet: </span>
                          {priorityLabel[task.priority]}
                        </span>
                        <span className="text-ink-muted">{task.assignee}</span>
                        <span className="ml-auto text-ink-muted">{task.storyPoints} point</span>
                      </div>
                    </m.li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </LazyMotion>
    </div>
  );
}
