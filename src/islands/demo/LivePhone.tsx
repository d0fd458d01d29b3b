import { useId } from 'react';
import { callStatusText } from '../../lib/demo/call-display';
import { callButtonAction, canMute, isCallButtonDisabled } from '../../lib/demo/call-machine';
import { CallButton } from './CallButton';
import { CallScreen } from './CallScreen';
import type { DemoLinks } from './links';
import { MuteToggle } from './MuteToggle';
import { OtherWaysToReach } from './OtherWaysToReach';
import { PhoneFrame } from './PhoneFrame';
import { Transcript } from './Transcript';
import { useDemoCall, type AvailabilitySource } from './useDemoCall';
import type { VoiceAdapterFactory, VoiceConfig } from './voice-adapter';

interface Props {
  agentName: string;
  config: VoiceConfig;
  createAdapter: VoiceAdapterFactory;
  links: DemoLinks;
  availability: AvailabilitySource;
}

/** The callable phone and its captions. */
export function LivePhone({ agentName, config, createAdapter, links, availability }: Props) {
  const { state, startCall, endCall, toggleMute } = useDemoCall(agentName, config, createAdapter, availability);
  const noticeId = useId();
  const action = callButtonAction(state);
  return (
    <>
      <PhoneFrame agentName={agentName}>
        <p role="status" className="mt-4 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium">
          {callStatusText(state, agentName)}
        </p>
        <div className="mt-6 flex min-h-36 flex-col items-center justify-center">
          <CallScreen state={state} agentName={agentName} />
          {state.offerOtherWays && <OtherWaysToReach links={links} />}
        </div>
        <div className="mt-6 flex flex-col items-center gap-4">
          <CallButton
            action={action}
            disabled={isCallButtonDisabled(state)}
            onPress={action === 'start' ? startCall : endCall}
            describedBy={noticeId}
          />
          {canMute(state) && <MuteToggle muted={state.muted} onToggle={toggleMute} />}
        </div>
        <p id={noticeId} className="mt-6 text-xs leading-relaxed text-white/75">
          Når du ringer op, forbindes du til vores stemmeudbyder, som behandler lyden fra samtalen.{' '}
          <a href={links.privacyHref} className="font-semibold text-white underline underline-offset-2">
            Læs om privatliv
          </a>
        </p>
      </PhoneFrame>
      <Transcript lines={state.transcript} agentName={agentName} />
    </>
  );
}
