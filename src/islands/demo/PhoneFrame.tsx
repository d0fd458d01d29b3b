import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { findVoiceAgent } from '../../lib/voice-agents.mjs';

interface Props {
  agentName: string;
  /** Under the name: what the agent is, `AI Voice Agent`. */
  role: string;
  /** Shown above the agent, where a phone has its notch (the way switch). */
  top: ReactNode;
  children: ReactNode;
  /**
   * The phones' size at every width (the avatar beside the name, narrower edges): where the whole phone must stand
   * in the first screen of a 1280 × 800 window beside a hero's heading.
   */
  compact?: boolean;
  /**
   * The agent's avatar as the page inlines it (a `data:` URI, src/lib/inline-svg.ts): a request of its own would land
   * before the largest paint where the phone is in the first screen. Default: the file under public/avatars/.
   */
  avatarSrc?: string;
}

/** The phone mock-up with the agent's name at the top; the screen's content comes as children. Smaller on phones. */
export function PhoneFrame({ agentName, role, top, children, compact = false, avatarSrc }: Props) {
  return (
    <div
      className={cn(
        'rounded-[2rem] border-[6px] border-ink bg-gradient-to-b from-brand-900 to-brand-950 px-4 pt-3 pb-5 text-center text-white shadow-2xl',
        !compact && 'sm:rounded-[2.5rem] sm:border-8 sm:px-6 sm:pt-4 sm:pb-7',
      )}
    >
      {top}
      {/* On phones the avatar stands beside the name, which keeps the call button in the first screen at 360×740. */}
      <div className={cn('mt-1 flex items-center justify-center gap-3', !compact && 'sm:mt-4 sm:block')}>
        <img
          src={avatarSrc ?? findVoiceAgent(agentName)?.avatar ?? '/favicon.svg'}
          alt=""
          width={80}
          height={80}
          className={cn('size-12 shrink-0 rounded-full ring-4 ring-white/15', !compact && 'sm:mx-auto sm:size-16')}
        />
        <div className={cn('text-left', !compact && 'sm:mt-4 sm:text-center')}>
          <h2 className="text-xl font-bold sm:text-2xl">{agentName}</h2>
          <p className="text-sm text-white/75">{role}</p>
        </div>
      </div>
      {children}
    </div>
  );
}
