import { useCallback, useEffect, useState } from 'react';
import { staffMessages, type DashboardAnswer, type DashboardAgent } from '../../lib/staff/api-contract.mjs';
import type { StaffApiClient } from '../../lib/staff/api-client';
import { summarizeAgents } from '../../lib/staff/agent-summary';
import { formatClockTime } from '../../lib/format-time';
import { agentProfiles } from '../../stores/agents';
import { useInterval } from '../shared/useInterval';
import AgentCard, { type SwitchSave } from './AgentCard';
import DashboardFrame from './DashboardFrame';
import StatTiles from './StatTiles';

/** How often the dashboard reads the API again while the tab is visible (docs/product.md#staff-panel). */
export const DASHBOARD_REFRESH_MS = 30_000;

interface Props {
  client: StaffApiClient;
  token: string;
  onLogout: () => void;
  /** The server refused the token: back to the gate with `staffMessages.sessionExpired`. */
  onSessionExpired: () => void;
  focusOnMount: boolean;
}

const noProfile = { avatar: '/favicon.svg', specialties: [] as string[] };

const isVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * The dashboard in API mode: every figure is the staff API's (the voice provider's, read on the
 * server), never made up; a switch is saved on the server, and the server's state wins.
 */
export default function ApiDashboard({ client, token, onLogout, onSessionExpired, focusOnMount }: Props) {
  const [answer, setAnswer] = useState<DashboardAnswer | null>(null);
  /** The last reading failed: the Danish sentence to show, and the status tile says so. */
  const [problem, setProblem] = useState<string | null>(null);
  const [saves, setSaves] = useState<Record<string, SwitchSave>>({});
  const [visible, setVisible] = useState(isVisible);

  const refresh = useCallback(async () => {
    const result = await client.dashboard(token);
    if (result.ok) {
      setAnswer(result.value);
      setProblem(null);
    } else if (result.kind === 'session-expired') onSessionExpired();
    else setProblem(result.message);
  }, [client, token, onSessionExpired]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // Every 30 s while the tab is visible, and at once on return to it.
  useEffect(() => {
    const onVisibility = () => {
      setVisible(isVisible());
      if (isVisible()) void refresh();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [refresh]);
  useInterval(() => void refresh(), DASHBOARD_REFRESH_MS, visible);

  async function toggle(agent: DashboardAgent) {
    const wanted = !agent.isAvailable;
    setSaves((now) => ({ ...now, [agent.id]: { wanted, saving: true, error: null } }));
    const result = await client.setAvailability(token, agent.id, wanted);
    if (!result.ok && result.kind === 'session-expired') {
      onSessionExpired();
      return;
    }
    if (result.ok) {
      // Shown as saved only now, with what the server stored.
      const stored = result.value;
      setAnswer(
        (now) =>
          now && {
            ...now,
            agents: now.agents.map((a) => (a.id === stored.id ? { ...a, isAvailable: stored.isAvailable } : a)),
          },
      );
      setSaves((now) => ({ ...now, [agent.id]: { wanted, saving: false, error: null } }));
    } else {
      setSaves((now) => ({
        ...now,
        [agent.id]: { wanted, saving: false, error: `Kunne ikke gemme valget for ${agent.name}: ${result.message}` },
      }));
    }
    // The server's state wins over a second tab or a slow answer.
    void refresh();
  }

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
      onLogout={onLogout}
      focusOnMount={focusOnMount}
      notices={notices}
      tiles={<StatTiles summary={summarizeAgents(agents)} status={online ? 'online' : 'offline'} />}
      agentsIntro="Slå en agent fra, når den ikke skal tage imod opkald. Valget gemmes på serveren og gælder med det samme for alle besøgende på demosiden."
      cards={agents.map((agent) => ({
        id: agent.id,
        card: (
          <AgentCard
            agent={{ ...(agentProfiles[agent.id] ?? noProfile), ...agent }}
            save={saves[agent.id]}
            figuresMissing={agent.connected ? 'ingen live-tal lige nu' : staffMessages.agentNotConnected}
            onToggle={() => void toggle(agent)}
          />
        ),
      }))}
    />
  );
}
