import { memo } from 'react';
import { cn } from '../../lib/cn';
import {
  DELIVERY_STEP_MS,
  deliveryAnimation,
  taskColumnAt,
  type TaskPriority,
} from '../../lib/animations/delivery-cycle';
import { fillIn } from './parts/fill-in';
import type { WordsOf } from '../../schemas/illustrations';
import { useAnimation } from '../shared/useAnimation';
import { IllustrationFrame, type Controls } from './parts/IllustrationFrame';
import { useTickAnimation } from './parts/useTickAnimation';

/** High priority is red, the others yellow; the word is always printed too. */
const priorityTone: Record<TaskPriority, string> = {
  high: 'bg-danger-50 text-danger-800',
  medium: 'bg-warning-100 text-warning-900',
  low: 'bg-warning-100 text-warning-900',
};

/** The tasks settling into their new columns: one shared fade for the whole board. */
const settle: Keyframe = { opacity: 0.4 };

type Words = WordsOf<'agile-board'>;
type Task = Words['tasks'][number];

const TaskCard = memo(function TaskCard({ task, words }: { task: Task; words: Words }) {
  return (
    <>
      <p className="font-medium">{task.title}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
        <span className={cn('rounded-full px-2 py-0.5 font-semibold', priorityTone[task.priority])}>
          <span className="sr-only">{words.priorityLabel} </span>
          {words.priorities[task.priority]}
        </span>
        <span className="text-ink-muted">{task.assignee}</span>
        <span className="ml-auto text-ink-muted">{fillIn(words.points, { antal: task.points })}</span>
      </div>
    </>
  );
});

/** The agile team board of the application services page: tasks move column by column. */
export default function AgileBoard({ words, controls }: { words: Words; controls: Controls }) {
  const playback = useAnimation(deliveryAnimation);
  const step = playback.state;
  const board = useTickAnimation<HTMLDivElement>(step, playback.running, settle, 300, DELIVERY_STEP_MS);
  const { columns, tasks: allTasks } = words;
  const doneCount = allTasks.filter((task) => taskColumnAt(task, step) === columns.length - 1).length;

  return (
    <IllustrationFrame
      playback={playback}
      controls={controls}
      subject={words.subject}
      title={words.title}
      subtitle={fillIn(words.progress, { færdige: doneCount, alle: allTasks.length })}
    >
      <div ref={board} className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {columns.map((column, columnIndex) => {
          const tasks = allTasks.filter((task) => taskColumnAt(task, step) === columnIndex);
          return (
            <div key={column} className="rounded-xl bg-surface-muted p-3" data-board-column={column}>
              <h3 className="flex items-center justify-between text-sm font-semibold">
                {column}
                <span className="rounded-full bg-white px-2 text-xs text-ink-muted">{tasks.length}</span>
              </h3>
              <ul className="mt-3 min-h-24 space-y-2">
                {tasks.map((task) => (
                  <li key={task.title} className="rounded-lg border border-line bg-white p-3 text-sm shadow-sm">
                    <TaskCard task={task} words={words} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </IllustrationFrame>
  );
}
