import { useStore } from '@nanostores/react';
import { staffMessages } from '../../lib/staff/api-contract.mjs';
import { summarizeAgents } from '../../lib/staff/agent-summary';
import { formatClockTime } from '../../lib/format-time';
import { voiceAgentById } from '../../lib/voice-agents.mjs';
import { $dashboard, $switchSaves, toggleAgent } from '../../stores/staff';
import AgentCard from './AgentCard';
import DashboardFrame from './DashboardFrame';
import StatTiles from './StatTiles';

interface Props {
  focusOnMount: boolean;
}

const noProfile = { avatar: '/favicon.svg', specialties: [] as string[] };

/**
 * The dashboard: every figure is the staff API's (the voice provider's, read on the server), never
 * made up; a switch is saved on the server, and the server's state wins. While it is shown, the
 * store reads the API again every 30 s (src/stores/staff.ts).
 */
export default function Dashboard({ focusOnMount }: Props) {
  const { answer, problem } = useStore($dashboard);
  const saves = useStore($switchSaves);

  const agents = answer?.agents ?? [];
  const online = answer !== null && problem === null;
  const notices = (
    <>
      {problem && (
        <p
          role="alert"
          className="rounded-xl border border-danger-600 bg-white p-4 text-sm font-semibold text-danger-700"
        >
          {problem}
        </p>
      )}
      {answer && !answer.live && (
        <p role="status" className="rounded-xl border border-line bg-surface-muted p-4 text-sm font-semibold">
          {answer.message ?? staffMessages.notConnected}
        </p>
      )}
      {answer?.readAt && (
        <p className="text-sm text-ink-muted">
          Tallene er læst kl. <span className="tabular-nums">{formatClockTime(answer.readAt)}</span>
        </p>
      )}
      {!answer && !problem && <p className="text-sm text-ink-muted">Henter tallene …</p>}
    </>
  );

  return (
    <DashboardFrame
      focusOnMount={focusOnMount}
      notices={notices}
      tiles={<StatTiles summary={summarizeAgents(agents)} status={online ? 'online' : 'offline'} />}
      agentsIntro="Slå en agent fra, når den ikke skal tage imod opkald. Valget gemmes på serveren og når alle besøgende på demosiden inden for 30 sekunder."
      cards={agents.map((agent) => ({
        id: agent.id,
        card: (
          <AgentCard
            agent={{ ...(voiceAgentById(agent.id) ?? noProfile), ...agent }}
            save={saves[agent.id]}
            figuresMissing={agent.connected ? 'ingen live-tal lige nu' : staffMessages.agentNotConnected}
            onToggle={() => void toggleAgent(agent)}
          />
        ),
      }))}
    />
  );
}
