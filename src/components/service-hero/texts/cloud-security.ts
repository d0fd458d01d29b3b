import type { WatchDrawing } from '../types';

/** Cloud and security: the systems each service watches, and last night's event. */
export const cloudSecurityDrawings: Record<string, WatchDrawing> = {
  'cloud-datacenter': {
    title: 'Driftsstatus',
    tiles: [
      { label: 'Webservere', status: { label: 'Kører', tone: 'done' } },
      { label: 'Database', status: { label: 'Kører', tone: 'done' } },
      { label: 'Backup', status: { label: 'Taget i nat', tone: 'done' } },
      { label: 'Migrering', status: { label: 'Flytter til skyen', tone: 'busy' } },
    ],
    event: { time: '02:00', text: 'Backup gendannet på prøve', status: { label: 'OK', tone: 'done' } },
  },
  'endpoint-styring': {
    title: 'Enheder',
    tiles: [
      { label: 'Bærbare', status: { label: 'Opdateret', tone: 'done' } },
      { label: 'Telefoner', status: { label: 'Opdateret', tone: 'done' } },
      { label: 'Ny kollega', status: { label: 'Klargøres', tone: 'busy' } },
      { label: 'Mistet telefon', status: { label: 'Låst', tone: 'stop' } },
    ],
    event: { time: '14:20', text: 'Mistet telefon låst og slettet', status: { label: 'Låst', tone: 'stop' } },
  },
  sikkerhed: {
    title: 'Overvågning',
    tiles: [
      { label: 'Mail', status: { label: 'Filtreres', tone: 'done' } },
      { label: 'Servere', status: { label: 'Scannes', tone: 'busy' } },
      { label: 'Backup', status: { label: 'Testet', tone: 'done' } },
      { label: 'NIS2', status: { label: 'Beredskabsplan klar', tone: 'done' } },
    ],
    event: { time: '03:12', text: 'Phishing-mail stoppet', status: { label: 'Stoppet', tone: 'stop' } },
  },
  'sikkerhed-identitet': {
    title: 'Login i dag',
    tiles: [
      { label: 'Bogholder', status: { label: 'MFA', tone: 'done' } },
      { label: 'Salgschef', status: { label: 'Single sign-on', tone: 'done' } },
      { label: 'IT-chef', status: { label: 'MFA', tone: 'done' } },
      { label: 'Ukendt enhed', status: { label: 'Blokeret', tone: 'stop' } },
    ],
    event: { time: '07:48', text: 'Login fra ukendt enhed', status: { label: 'Blokeret', tone: 'stop' } },
  },
};
