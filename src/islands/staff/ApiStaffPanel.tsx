import { useCallback, useEffect, useMemo, useState } from 'react';
import { islandReadyMarker } from '../../directives/island-ready';
import { staffMessages } from '../../lib/staff/api-contract.mjs';
import { createStaffApiClient } from '../../lib/staff/api-client';
import ApiDashboard from './ApiDashboard';
import ApiLoginGate from './ApiLoginGate';
import {
  clearStaffToken,
  endStaffSession,
  onStaffSessionEndedElsewhere,
  readStaffToken,
  saveStaffToken,
} from './staff-storage';

interface Props {
  /** `PUBLIC_STAFF_API_URL`: the staff API's base URL. */
  apiUrl: string;
}

/** `starting` is the server render and the first client render, before session storage is read. */
type View = 'starting' | 'gate' | 'dashboard';

/** The employee panel in API mode: the server checks the password, keeps availability and reads the figures. */
export default function ApiStaffPanel({ apiUrl }: Props) {
  const client = useMemo(() => createStaffApiClient(apiUrl), [apiUrl]);
  const [view, setView] = useState<View>('starting');
  const [token, setToken] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Only a login, logout or refused token moves focus; opening the page with a running session does not.
  const [byVisitor, setByVisitor] = useState(false);

  useEffect(() => {
    const stored = readStaffToken();
    setToken(stored);
    setView(stored ? 'dashboard' : 'gate');
  }, []);

  // `Log ud` in any tab ends the session in all of them.
  useEffect(
    () =>
      onStaffSessionEndedElsewhere(() => {
        setToken(null);
        setView((now) => (now === 'dashboard' ? 'gate' : now));
      }),
    [],
  );

  const sessionExpired = useCallback(() => {
    clearStaffToken();
    setToken(null);
    setNotice(staffMessages.sessionExpired);
    setByVisitor(true);
    setView('gate');
  }, []);

  let content;
  if (view === 'dashboard' && token) {
    content = (
      <ApiDashboard
        client={client}
        token={token}
        focusOnMount={byVisitor}
        onSessionExpired={sessionExpired}
        onLogout={() => {
          endStaffSession();
          setToken(null);
          setNotice(null);
          setByVisitor(true);
          setView('gate');
        }}
      />
    );
  } else {
    content = (
      <ApiLoginGate
        client={client}
        ready={view === 'gate'}
        focusOnMount={byVisitor}
        notice={notice}
        onSuccess={(newToken, expiresAt) => {
          saveStaffToken(newToken, expiresAt);
          setToken(newToken);
          setNotice(null);
          setByVisitor(true);
          setView('dashboard');
        }}
      />
    );
  }

  // Tells client:intent the panel knows its view, so a login pressed while it loaded is replayed now.
  return <div {...islandReadyMarker(view !== 'starting')}>{content}</div>;
}
