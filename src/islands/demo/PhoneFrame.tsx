import type { ReactNode } from 'react';

interface Props {
  agentName: string;
  children: ReactNode;
}

/** The phone mock-up with the agent's name at the top; the screen's content comes as children. */
export function PhoneFrame({ agentName, children }: Props) {
  return (
    <div className="rounded-[2.5rem] border-8 border-ink bg-gradient-to-b from-brand-900 to-brand-950 px-5 pt-4 pb-8 text-center text-white shadow-2xl sm:px-6">
      <div aria-hidden="true" className="mx-auto mb-6 h-1.5 w-20 rounded-full bg-white/25" />
      <img
        src={`/avatars/${agentName.toLowerCase()}.svg`}
        alt=""
        width={80}
        height={80}
        className="mx-auto size-20 rounded-full ring-4 ring-white/15"
      />
      <h2 className="mt-4 text-2xl font-bold">{agentName}</h2>
      <p className="text-sm text-white/75">AI Voice Agent</p>
      {children}
    </div>
  );
}
