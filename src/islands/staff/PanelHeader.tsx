import { LogOut } from 'lucide-react';
import { buttonClass } from '../../lib/button-styles';
import { cn } from '../../lib/cn';
import { panelViewHash, type PanelView } from '../../stores/staff-view';

interface Props {
  view: PanelView;
  onLogout: () => void;
}

const links: { view: PanelView; label: string }[] = [
  { view: 'overblik', label: 'Overblik' },
  { view: 'bookinger', label: 'Bookinger' },
];

/**
 * Above either view once logged in: the two views as links (the address's hash, so the browser's
 * back button and a reload keep the view) and `Log ud`.
 */
export default function PanelHeader({ view, onLogout }: Props) {
  return (
    <div className="mb-8 flex flex-wrap items-center justify-between gap-4 border-b border-line pb-4">
      <nav aria-label="Medarbejderpanelets visninger">
        <ul className="flex flex-wrap gap-2">
          {links.map((link) => {
            const current = link.view === view;
            return (
              <li key={link.view}>
                <a
                  href={panelViewHash(link.view)}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'inline-flex items-center rounded-full border px-4 py-2 text-sm font-semibold no-underline transition-colors',
                    current
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-brand-200 bg-white text-brand-800 hover:border-brand-300 hover:bg-brand-50',
                  )}
                >
                  {link.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <button type="button" onClick={onLogout} className={buttonClass('secondary', 'sm')}>
        <LogOut className="size-4" aria-hidden="true" />
        Log ud
      </button>
    </div>
  );
}
