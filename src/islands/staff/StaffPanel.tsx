import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { islandReadyMarker } from '../../directives/island-ready';
import { $staffSession, logOut, openStaffPanel } from '../../stores/staff';
import { $panelView } from '../../stores/staff-view';
import Bookings from './Bookings';
import Dashboard from './Dashboard';
import type { GateTexts } from './gate-texts';
import LoginGate from './LoginGate';
import NotSetUp from './NotSetUp';
import PanelHeader from './PanelHeader';

interface Props {
  /** `PUBLIC_STAFF_API_URL`, or '' where the build has none (the panel then says it is not set up). */
  apiUrl: string;
  /** Tests hand in their own fetch; the page uses the browser's. */
  fetcher?: typeof fetch;
  /** What anyone sees before logging in, from content/pages/staff.yaml (./gate-texts.ts). */
  texts: GateTexts;
}

/**
 * The employee panel (docs/product.md#staff-panel): the password gate, then the agent dashboard
 * (`Overblik`) or the booking requests (`Bookinger`). The staff API checks the password, keeps
 * availability and bookings and reads the figures; the page holds no secret, and the state lives in
 * src/stores/staff*.ts.
 */
export default function StaffPanel({ apiUrl, fetcher, texts }: Props) {
  const { view, notice, byVisitor } = useStore($staffSession);

  useEffect(() => openStaffPanel(apiUrl, fetcher), [apiUrl, fetcher]);

  // Without an API the server render already says so: there is nothing to wait for.
  const notSetUp = !apiUrl || view === 'not-set-up';
  let content;
  if (notSetUp) content = <NotSetUp texts={texts} />;
  else if (view === 'dashboard') content = <LoggedIn loggedInByVisitor={byVisitor} />;
  else content = <LoginGate ready={view === 'gate'} focusOnMount={byVisitor} notice={notice} texts={texts} />;

  // Tells client:intent the panel knows its view, so a login pressed while it loaded is replayed now.
  return <div {...islandReadyMarker(notSetUp || view !== 'starting')}>{content}</div>;
}

/** Once in: the header with both views and `Log ud`, then the view the address names. */
function LoggedIn({ loggedInByVisitor }: { loggedInByVisitor: boolean }) {
  const { view, byVisitor } = useStore($panelView);
  const focusOnMount = loggedInByVisitor || byVisitor;
  return (
    <>
      <PanelHeader view={view} onLogout={logOut} />
      {view === 'bookinger' ? <Bookings focusOnMount={focusOnMount} /> : <Dashboard focusOnMount={focusOnMount} />}
    </>
  );
}
