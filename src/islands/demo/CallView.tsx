import { useId } from 'react';
import { callStatusText } from '../../lib/demo/call-display';
import { callButtonAction, canMute, isCallButtonDisabled, type CallState } from '../../lib/demo/call-machine';
import type { ChatSuggestion } from '../../lib/demo/chat-suggestions';
import { fill } from '../../lib/placeholders';
import { FilledText } from '../shared/FilledText';
import { CallButton } from './CallButton';
import { CallScreen } from './CallScreen';
import { ChatSuggestions } from './ChatSuggestions';
import type { DemoLinks } from './links';
import { MuteToggle } from './MuteToggle';
import { OtherWaysToReach } from './OtherWaysToReach';
import { SteadySpace } from './SteadySpace';
import type { DemoTexts } from './texts';
import type { DemoCall } from './useDemoCall';

interface Props {
  agentName: string;
  call: DemoCall;
  /** Whether this build can make a call; where not, the view says so at rest and its button is off. */
  setUp: boolean;
  /** Whether writing works here: its suggestions are offered only then. */
  canWrite: boolean;
  links: DemoLinks;
  suggestions: readonly ChatSuggestion[];
  /** A suggestion starts a written conversation with its message. */
  onPickSuggestion: (suggestion: ChatSuggestion) => void;
  texts: DemoTexts;
}

/** The suggestions that start a written conversation, under their `Eller skriv til …` line. */
function WriteInstead({
  agentName,
  suggestions,
  onPick,
  texts,
}: {
  agentName: string;
  suggestions: readonly ChatSuggestion[];
  onPick: (suggestion: ChatSuggestion) => void;
  texts: DemoTexts;
}) {
  return (
    <div className="mt-3 space-y-2">
      <p className="text-sm text-white/85">{fill(texts.phone.orWrite, { agent: agentName })}</p>
      <ChatSuggestions suggestions={suggestions} onPick={onPick} label={texts.chat.suggestionsLabel} />
    </div>
  );
}

/** The idle phone is never empty: besides the call, the suggestions that start a written conversation. */
function IdleScreen({
  state,
  agentName,
  links,
  suggestions,
  onPick,
  canWrite,
  texts,
}: {
  state: CallState;
  agentName: string;
  links: DemoLinks;
  suggestions: readonly ChatSuggestion[];
  onPick: (suggestion: ChatSuggestion) => void;
  canWrite: boolean;
  texts: DemoTexts;
}) {
  return (
    <>
      <CallScreen state={state} agentName={agentName} bookingHref={links.bookingHref} texts={texts} />
      {canWrite && <WriteInstead agentName={agentName} suggestions={suggestions} onPick={onPick} texts={texts} />}
    </>
  );
}

/** The call where this build cannot make one: what it says after a press, shown at rest. */
const notSetUpState = (state: CallState): CallState => ({ ...state, status: 'error', problem: 'not-set-up' });

/** The call: its status, screen, call button and mute toggle, and what the provider receives. */
export function CallView({
  agentName,
  call: demoCall,
  setUp,
  canWrite,
  links,
  suggestions,
  onPickSuggestion,
  texts,
}: Props) {
  const { startCall, endCall, toggleMute } = demoCall;
  // Where no call can be made, the view stays at its not-set-up answer: no ready status, no button to press.
  const state = setUp ? demoCall.state : notSetUpState(demoCall.state);
  // The screen's space is the largest of a failed connection with the other ways to reach us and the
  // idle screen with its suggestions (the long microphone advice, after a refused permission, may exceed it).
  const reserve = [
    <>
      <CallScreen
        state={{ ...state, status: 'error', problem: 'connection' }}
        agentName={agentName}
        bookingHref={links.bookingHref}
        texts={texts}
      />
      <OtherWaysToReach links={links} texts={texts} />
    </>,
    <IdleScreen
      key="idle"
      state={{ ...state, status: 'idle' }}
      agentName={agentName}
      links={links}
      suggestions={suggestions}
      onPick={() => undefined}
      canWrite={canWrite}
      texts={texts}
    />,
  ];
  const noticeId = useId();
  const action = callButtonAction(state);
  // Where no call can be made here, the way that may work is offered as at rest: writing to the agent.
  const notSetUp = state.status === 'error' && state.problem === 'not-set-up';
  const idle = (state.status === 'idle' && !state.offerOtherWays) || notSetUp;
  return (
    <>
      {/* Not set up, the sentence on the screen says it in full: the status stays for a screen reader only. */}
      <p
        role="status"
        className={notSetUp ? 'sr-only' : 'mt-3 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium'}
      >
        {callStatusText(state, agentName)}
      </p>
      {/* The screen keeps its largest size, and a row is kept for the mute toggle: the phone, and so the
          page, does not move as the call goes from idle to connecting, connected, ended or failed. */}
      <SteadySpace className="mt-4" reserve={reserve}>
        <div className="flex h-full flex-col items-center justify-center">
          {idle ? (
            <IdleScreen
              state={state}
              agentName={agentName}
              links={links}
              suggestions={suggestions}
              onPick={onPickSuggestion}
              canWrite={canWrite}
              texts={texts}
            />
          ) : (
            <CallScreen state={state} agentName={agentName} bookingHref={links.bookingHref} texts={texts} />
          )}
          {state.offerOtherWays && <OtherWaysToReach links={links} texts={texts} />}
        </div>
      </SteadySpace>
      <div className="mt-4 flex flex-col items-center gap-3 sm:mt-5">
        <CallButton
          action={action}
          disabled={isCallButtonDisabled(state)}
          unavailable={!setUp}
          onPress={action === 'start' ? startCall : endCall}
          describedBy={noticeId}
          labels={{ start: texts.phone.start, end: texts.phone.end }}
        />
        <SteadySpace
          reserve={[<MuteToggle key="mute" label={texts.phone.mute} muted={false} onToggle={() => undefined} />]}
        >
          {canMute(state) && <MuteToggle label={texts.phone.mute} muted={state.muted} onToggle={toggleMute} />}
        </SteadySpace>
      </div>
      <p id={noticeId} className="mt-4 text-xs leading-relaxed text-white/75">
        <FilledText
          text={texts.phone.privacy}
          values={{
            privatliv: (
              <a href={links.privacyHref} className="font-semibold text-white underline underline-offset-2">
                {texts.common.privacyLink}
              </a>
            ),
          }}
        />
      </p>
    </>
  );
}
