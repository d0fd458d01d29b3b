import { useId } from 'react';
import { callStatusText } from '../../lib/demo/call-display';
import { callButtonAction, canMute, isCallButtonDisabled } from '../../lib/demo/call-machine';
import { CallButton } from './CallButton';
import { CallScreen } from './CallScreen';
import type { DemoLinks } from './links';
import { MuteToggle } from './MuteToggle';
import { OtherWaysToReach } from './OtherWaysToReach';
import { PhoneFrame } from './PhoneFrame';
import { SteadySpace } from './SteadySpace';
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
  // The screen's space is that of a failed connection with the other ways to reach us under it, the
  // tallest of the common states (the long microphone advice, after a refused permission, may exceed it).
  const failedScreen = (
    <>
      <CallScreen
        state={{ ...state, status: 'error', problem: 'connection' }}
        agentName={agentName}
        bookingHref={links.bookingHref}
      />
      <OtherWaysToReach links={links} />
    </>
  );
  const noticeId = useId();
  const action = callButtonAction(state);
  return (
    <>
      <PhoneFrame agentName={agentName}>
        <p role="status" className="mt-3 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium sm:mt-4">
          {callStatusText(state, agentName)}
        </p>
        {/* The screen keeps the size of a failed call's, and a row is kept for the mute toggle: the phone, and
            so the page, does not move as the call goes from idle to connecting, connected, ended or failed. */}
        <SteadySpace className="mt-4 sm:mt-5" reserve={[failedScreen]}>
          <div className="flex h-full flex-col items-center justify-center">
            <CallScreen state={state} agentName={agentName} bookingHref={links.bookingHref} />
            {state.offerOtherWays && <OtherWaysToReach links={links} />}
          </div>
        </SteadySpace>
        <div className="mt-4 flex flex-col items-center gap-3 sm:mt-5">
          <CallButton
            action={action}
            disabled={isCallButtonDisabled(state)}
            onPress={action === 'start' ? startCall : endCall}
            describedBy={noticeId}
          />
          <SteadySpace reserve={[<MuteToggle key="mute" muted={false} onToggle={() => undefined} />]}>
            {canMute(state) && <MuteToggle muted={state.muted} onToggle={toggleMute} />}
          </SteadySpace>
        </div>
        <p id={noticeId} className="mt-4 text-xs leading-relaxed text-white/75">
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
