import type { ReactNode } from 'react';
import { findVoiceAgent } from '../../lib/voice-agents.mjs';

interface Props {
  agentName: string;
  /** Under the name: what the agent is, `AI Voice Agent`. */
  role: string;
  /** Shown above the agent, where a phone has its notch (the way switch). */
  top: ReactNode;
  children: ReactNode;
}

/** The phone mock-up with the agent's name at the top; the screen's content comes as children. Smaller on phones. */
export function PhoneFrame({ agentName, role, top, children }: Props) {
  return (
    <div className="rounded-[2rem] border-[6px] border-ink bg-gradient-to-b from-brand-900 to-brand-950 px-4 pt-3 pb-5 text-center text-white shadow-2xl sm:rounded-[2.5rem] sm:border-8 sm:px-6 sm:pt-4 sm:pb-7">
      {top}
      {/* On phones the avatar stands beside the name, which keeps the call button in the first screen at 360×740. */}
      <div className="mt-1 flex items-center justify-center gap-3 sm:mt-4 sm:block">
        <img
          src={findVoiceAgent(agentName)?.avatar ?? '/favicon.svg'}
          alt=""
          width={80}
          height={80}
          className="size-12 shrink-0 rounded-full ring-4 ring-white/15 sm:mx-auto sm:size-16"
        />
        <div className="text-left sm:mt-4 sm:text-center">
          <h2 className="text-xl font-bold sm:text-2xl">{agentName}</h2>
          <p className="text-sm text-white/75">{role}</p>
        </div>
      </div>
      {children}
    </div>
  );
}
