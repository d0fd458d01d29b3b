import { CircleAlert } from 'lucide-react';
import { formatCallTime, problemMessage, speakingText } from '../../lib/demo/call-display';
import type { CallState } from '../../lib/demo/call-machine';
import { fill } from '../../lib/placeholders';
import { FilledText } from '../shared/FilledText';
import { NotConfigured } from './NotConfigured';
import type { DemoTexts } from './texts';
import { VolumeMeter } from './VolumeMeter';

interface Props {
  state: CallState;
  agentName: string;
  /** Where the not-set-up answer sends the visitor. */
  bookingHref: string;
  texts: Pick<DemoTexts, 'phone' | 'common'>;
}

/** The phone's screen: what the call is doing right now. Nothing here is announced on every tick. */
export function CallScreen({ state, agentName, bookingHref, texts }: Props) {
  switch (state.status) {
    case 'idle':
      return <p className="text-white/85">{fill(texts.phone.idle, { agent: agentName })}</p>;
    case 'connecting':
      return (
        <p className="flex items-center justify-center gap-2 text-white/85">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-accent-300 motion-safe:animate-ping" />
          {texts.phone.connecting}
        </p>
      );
    case 'connected':
      return (
        <div className="space-y-3">
          <p className="text-3xl font-semibold tabular-nums">
            <span className="sr-only">{texts.phone.durationLabel} </span>
            {formatCallTime(state.elapsedSeconds)}
          </p>
          <VolumeMeter volume={state.volume} />
          <p className="text-sm font-medium text-accent-200">{speakingText(state.volume, agentName)}</p>
        </div>
      );
    case 'ended':
      return (
        <p className="text-white/85">
          <FilledText
            text={texts.phone.ended}
            values={{ varighed: <span className="tabular-nums">{formatCallTime(state.elapsedSeconds)}</span> }}
          />
        </p>
      );
    case 'error': {
      if (state.problem === 'not-set-up') {
        return (
          <NotConfigured
            text={fill(texts.phone.notSetUp, { agent: agentName })}
            button={texts.common.bookMeeting}
            bookingHref={bookingHref}
          />
        );
      }
      const message = problemMessage(state.problem ?? 'connection');
      return (
        <div role="alert" className="rounded-xl border border-white/25 bg-white/10 p-3 text-left sm:p-4">
          <p className="flex items-center gap-2 font-semibold">
            <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
            {message.title}
          </p>
          <p className="mt-1 text-sm text-white/90">{message.text}</p>
        </div>
      );
    }
  }
}
