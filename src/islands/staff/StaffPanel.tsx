import { useEffect, useState } from 'react';
import { islandReadyMarker } from '../../directives/island-ready';
import { parsePasswordHash } from '../../lib/staff/password-hash.js';
import ApiStaffPanel from './ApiStaffPanel';
import Dashboard from './Dashboard';
import LoginGate from './LoginGate';
import NotSetUp from './NotSetUp';
import { endStaffSession, hasStaffSession, onStaffSessionEndedElsewhere, startStaffSession } from './staff-storage';

interface Props {
  /**
   * `PUBLIC_STAFF_API_URL`, or '' without one. Set: the staff API checks the password and the page
   * holds no hash (docs/product.md#staff-panel).
   */
  apiUrl?: string;
  /** The encoded PBKDF2 hash from STAFF_PASSWORD_HASH for the browser-only preview, or null. */
  passwordHash: string | null;
}

/** `starting` is the server render and the first client render, before session storage is read. */
type View = 'starting' | 'gate' | 'dashboard';

/**
 * The employee panel: the password gate, then the agent dashboard. With a staff API it is the real
 * panel; without one but with a hash, a browser-only preview; without either, not set up.
 */
export default function StaffPanel({ apiUrl = '', passwordHash }: Props) {
  return apiUrl ? <ApiStaffPanel apiUrl={apiUrl} /> : <PreviewStaffPanel passwordHash={passwordHash} />;
}

/** The browser-only preview: the hash in the page, availability in this browser, example figures. */
function PreviewStaffPanel({ passwordHash }: Props) {
  const [view, setView] = useState<View>('starting');
  // Only a login or logout moves focus; opening the page with a running session does not.
  const [byVisitor, setByVisitor] = useState(false);
  const usableHash = passwordHash !== null && parsePasswordHash(passwordHash).ok ? passwordHash : null;

  useEffect(() => {
    setView(usableHash && hasStaffSession(usableHash) ? 'dashboard' : 'gate');
  }, [usableHash]);

  // `Log ud` in any tab ends the session in all of them (this tab hears its own, already at the gate).
  useEffect(() => onStaffSessionEndedElsewhere(() => setView((now) => (now === 'dashboard' ? 'gate' : now))), []);

  let content;
  if (!usableHash) content = <NotSetUp />;
  else if (view === 'dashboard') {
    content = (
      <Dashboard
        focusOnMount={byVisitor}
        onLogout={() => {
          endStaffSession();
          setByVisitor(true);
          setView('gate');
        }}
      />
    );
  } else {
    content = (
      <LoginGate
        passwordHash={usableHash}
        ready={view === 'gate'}
        focusOnMount={byVisitor}
        onSuccess={() => {
          startStaffSession(usableHash);
          setByVisitor(true);
          setView('dashboard');
        }}
      />
    );
  }

  // Tells client:intent the panel knows its view, so a login pressed while it loaded is replayed now.
  return <div {...islandReadyMarker(view !== 'starting')}>{content}</div>;
}
