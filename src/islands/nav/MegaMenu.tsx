import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { MEGA_MENU_CLOSE_DELAY_MS } from '../../lib/mega-menu';

interface Props {
  label: string;
  /** True on a service page: the trigger is highlighted like the current route. */
  current: boolean;
  /** The panel's content, rendered on the server (MegaMenuPanel.astro); this island only opens and closes it. */
  children: ReactNode;
}

/**
 * The close delay for the CSS that runs before hydration (global.css), rendered on the server with
 * the menu, so the delay is written only in src/lib/mega-menu.ts.
 */
const closeDelayProperty = { '--mega-menu-close-delay': `${MEGA_MENU_CLOSE_DELAY_MS}ms` } as CSSProperties;

export default function MegaMenu({ label, current, children }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const panelId = useId();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const openMenu = () => {
    cancelClose();
    setOpen(true);
  };
  const closeLater = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), MEGA_MENU_CLOSE_DELAY_MS);
  };
  const focusFirstLink = () =>
    requestAnimationFrame(() => rootRef.current?.querySelector<HTMLAnchorElement>('[data-mega-panel] a')?.focus());

  useEffect(() => {
    // Hydration happens on the visitor's first pointer or focus; if the pointer is already over
    // the menu, the CSS fallback is showing it, so keep it open rather than flicker it shut.
    const root = rootRef.current;
    if (root?.matches(':hover')) setOpen(true);
    setHydrated(true);
    return cancelClose;
  }, []);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openMenu();
      focusFirstLink();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      cancelClose();
      setOpen(false);
      triggerRef.current?.focus();
    }
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- hover and Escape apply to the whole menu; the trigger itself is a real button
    <div
      ref={rootRef}
      data-mega-menu
      data-hydrated={hydrated ? '' : undefined}
      style={closeDelayProperty}
      onPointerEnter={(event) => event.pointerType === 'mouse' && openMenu()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && closeLater()}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? setOpen(false) : openMenu())}
        onKeyDown={onTriggerKeyDown}
        className={cn(
          'flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-800',
          current || open ? 'bg-brand-50 text-brand-800' : 'text-ink',
        )}
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          width="16"
          height="16"
          className={cn('transition-transform', open && 'rotate-180')}
        >
          <path d="M5 7.5 10 12.5 15 7.5" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" />
        </svg>
      </button>
      <div
        id={panelId}
        data-mega-panel
        className={cn(
          'absolute inset-x-0 top-header border-b border-line bg-white shadow-card',
          open ? 'block' : 'hidden',
        )}
      >
        {children}
      </div>
    </div>
  );
}
