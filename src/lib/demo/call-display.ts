/** What the phone shows for a call state: timer, meter, status and the Danish messages. */
import type { CallProblem, CallState } from './call-machine';

/** The volume meter has ten bars (docs/product.md#demo-call-states). */
export const METER_BAR_COUNT = 10;

/** `75` → `01:15`; minutes keep counting past an hour (`61:05`). */
export function formatCallTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/** How many of the ten bars light up: any sound lights at least one, full volume all ten. */
export function activeMeterBars(volume: number): number {
  if (!(volume > 0)) return 0;
  return Math.min(METER_BAR_COUNT, Math.ceil(volume * METER_BAR_COUNT));
}

/** One flag per bar, lowest first. */
export function meterBars(volume: number): boolean[] {
  const active = activeMeterBars(volume);
  return Array.from({ length: METER_BAR_COUNT }, (_, index) => index < active);
}

/** `{name} taler` while the agent's volume is above 0, otherwise `Lytter...`. */
export const speakingText = (volume: number, agentName: string): string =>
  volume > 0 ? `${agentName} taler` : 'Lytter...';

export interface ProblemMessage {
  title: string;
  text: string;
}

/** The demo's error texts (docs/product.md#demo-texts). */
export const connectionError: ProblemMessage = {
  title: 'Forbindelsesfejl',
  text: 'Der opstod en fejl. Prøv igen.',
};

export const microphoneError: ProblemMessage = {
  title: 'Mikrofonen er ikke tilgængelig',
  text:
    'Giv browseren lov til at bruge din mikrofon: klik på ikonet til venstre for adressen øverst i browseren, ' +
    'vælg Tillad ved Mikrofon, og ring op igen. Har du ingen mikrofon tilsluttet, så sæt et headset i først.',
};

/** The connection's and the microphone's problems; `not-set-up` has a screen of its own. */
export const problemMessage = (problem: Exclude<CallProblem, 'not-set-up'>): ProblemMessage =>
  problem === 'microphone' ? microphoneError : connectionError;

/** The status line a screen reader hears when the call changes state (never on every tick). */
export function callStatusText(state: CallState, agentName: string): string {
  switch (state.status) {
    case 'idle':
      return 'Klar til opkald';
    case 'connecting':
      return `Forbinder til ${agentName}...`;
    case 'connected':
      return `Forbundet med ${agentName}`;
    case 'ended':
      return 'Opkaldet er afsluttet';
    case 'error':
      if (state.problem === 'not-set-up') return 'Live-demoen er ikke sat op';
      // The alert beside it names the problem.
      return 'Opkaldet blev afbrudt';
  }
}

/** What the staged call says when the agent is marked unavailable in the staff panel. */
export const unavailableMessage = (agentName: string): string =>
  `Hej, det er ${agentName}. Jeg er desværre ikke tilgængelig lige nu. ` +
  'Prøv igen lidt senere, eller book et møde, så viser vi dig gerne demoen personligt.';
