import { ChartColumn, History, Settings } from 'lucide-react';

const tools = [
  { label: 'System Indstillinger', icon: Settings },
  { label: 'Opkald Historik', icon: History },
  { label: 'Agent Rapporter', icon: ChartColumn },
];

/**
 * Tools that are not built yet. They stay focusable (aria-disabled rather than disabled) so a
 * keyboard or screen-reader user finds them and hears why they do nothing.
 */
export default function ComingSoonTools() {
  return (
    <section aria-labelledby="staff-tools-title">
      <h2 id="staff-tools-title" className="text-2xl font-bold tracking-tight">
        Værktøjer
      </h2>
      <p id="staff-tools-reason" className="mt-2 text-ink-muted">
        Kommer snart – disse værktøjer er endnu ikke tilgængelige.
      </p>
      <ul className="mt-6 flex flex-wrap gap-3">
        {tools.map(({ label, icon: Icon }) => (
          <li key={label}>
            <button
              type="button"
              aria-disabled="true"
              aria-describedby="staff-tools-reason"
              className="inline-flex cursor-not-allowed items-center gap-2 rounded-full whitespace-nowrap border border-dashed border-ink-muted/40 bg-surface-muted px-5 py-2.5 font-semibold text-ink-muted"
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
