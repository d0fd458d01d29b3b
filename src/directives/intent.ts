import type { ClientDirective } from 'astro';
import { ISLAND_READY_ATTRIBUTE } from './island-ready';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
const HELD_EVENTS = ['click', 'keydown', 'submit'] as const;

/** `client:intent="selector"` or `client:intent={{ area, replay }}`. */
export interface IntentOptions {
  /** The area whose pointer, touch or focus starts hydration; default: the island's parent. */
  area?: string;
  /** Watch the island itself and hold an action begun before it is ready, then replay it once. */
  replay?: boolean;
}

type HeldAction = { kind: 'click'; button: HTMLButtonElement } | { kind: 'submit'; form: HTMLFormElement };

/** Hydrates on the first pointer, touch or focus inside the watched area. */
const intentDirective: ClientDirective = (load, options, island) => {
  const { area: selector = '', replay = false } = readOptions(options.value);
  const area = replay ? island : (selector && island.closest(selector)) || island.parentElement || island;
  let started = false;

  const hydrateOnce = async () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) area.removeEventListener(type, hydrateOnce);
    const hydrate = await load();
    await hydrate();
  };

  for (const type of INTENT_EVENTS) area.addEventListener(type, hydrateOnce, { passive: true });
  if (replay) holdActionsUntilReady(island, hydrateOnce);
};

function readOptions(value: unknown): IntentOptions {
  if (typeof value === 'string') return { area: value };
  return value && typeof value === 'object' ? (value as IntentOptions) : {};
}

/**
 * Until the island marks itself ready, a button press, Enter in a field or a submit does nothing
 * natively (no GET with the visitor's data) and is not lost: the first one is kept and replayed.
 */
function holdActionsUntilReady(island: HTMLElement, hydrate: () => Promise<void>) {
  let held: HeldAction | undefined;
  const hold = (event: Event) => {
    const action = actionOf(event, island);
    if (!action) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // Later presses while the first waits are the same intent: one press, one action.
    held ??= action;
    void hydrate();
  };
  for (const type of HELD_EVENTS) island.addEventListener(type, hold, true);

  whenReady(island, () => {
    for (const type of HELD_EVENTS) island.removeEventListener(type, hold, true);
    if (held?.kind === 'click' && held.button.isConnected && !held.button.disabled) held.button.click();
    if (held?.kind === 'submit' && held.form.isConnected) held.form.requestSubmit();
  });
}

function actionOf(event: Event, island: HTMLElement): HeldAction | undefined {
  const target = event.target;
  if (event.type === 'submit' && target instanceof HTMLFormElement) return { kind: 'submit', form: target };
  if (event.type === 'keydown') {
    const key = event as KeyboardEvent;
    // Enter in a text field is how a visitor submits a form; in a textarea it is a new line.
    if (key.key !== 'Enter' || key.isComposing || !(target instanceof HTMLInputElement) || !target.form) return;
    return { kind: 'submit', form: target.form };
  }
  if (event.type === 'click' && target instanceof Element) {
    const button = target.closest('button');
    if (button && island.contains(button) && !button.disabled) return { kind: 'click', button };
  }
  return undefined;
}

function whenReady(island: HTMLElement, ready: () => void) {
  const isReady = () => island.querySelector(`[${ISLAND_READY_ATTRIBUTE}]`) !== null;
  if (isReady()) return ready();
  const observer = new MutationObserver(() => {
    if (!isReady()) return;
    observer.disconnect();
    ready();
  });
  observer.observe(island, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: [ISLAND_READY_ATTRIBUTE],
  });
}

export default intentDirective;
