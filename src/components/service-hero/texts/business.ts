import type { LogDrawing } from '../types';

/** Business: an example day's work log per service. */
export const businessDrawings: Record<string, LogDrawing> = {
  'digital-transformation': {
    title: 'Fra papir til digitalt',
    rows: [
      { time: '08:15', text: 'Følgeseddel scannet og læst', status: { label: 'Læst', tone: 'done' } },
      { time: '08:16', text: 'Ordre oprettet uden tasten', status: { label: 'Oprettet', tone: 'done' } },
      { time: '09:30', text: 'Ordrebekræftelse til kunden', status: { label: 'Sendt', tone: 'done' } },
      { time: '10:02', text: 'Gammel blanket udfases', status: { label: 'I gang', tone: 'busy' } },
    ],
  },
  kundeservice: {
    title: 'Henvendelser',
    live: { speaker: 'Kunde', text: 'Hvor er min pakke? Jeg bestilte i mandags.', seconds: 74 },
    rows: [
      { time: '09:05', text: 'Mail om returvare besvaret', status: { label: 'Løst', tone: 'done' } },
      { time: '09:40', text: 'Chat om levering', status: { label: 'Løst', tone: 'done' } },
      { time: '10:12', text: 'Spørgsmål om faktura', status: { label: 'Til medarbejder', tone: 'wait' } },
    ],
  },
  erp: {
    title: 'Bogføring',
    rows: [
      { time: '08:02', text: 'Faktura 2417 bogført', status: { label: 'Bogført', tone: 'done' } },
      { time: '08:30', text: 'Lager trukket for ordre 5120', status: { label: 'Opdateret', tone: 'done' } },
      { time: '09:15', text: 'Leverandør betalt', status: { label: 'Betalt', tone: 'done' } },
      { time: '10:00', text: 'Moms til indberetning', status: { label: 'Klar', tone: 'busy' } },
    ],
  },
  'salg-markedsforing': {
    title: 'Salgspipeline',
    rows: [
      { time: '09:10', text: 'Tilbud sendt til kunde', status: { label: 'Sendt', tone: 'done' } },
      { time: '10:25', text: 'Lead fra hjemmesiden', status: { label: 'Varm', tone: 'stop' } },
      { time: '11:40', text: 'Møde med indkøbschef', status: { label: 'Booket', tone: 'done' } },
      { time: '13:05', text: 'Nyhedsbrev til kunder', status: { label: 'Planlagt', tone: 'busy' } },
    ],
  },
  'moderne-arbejdsmiljo': {
    title: 'Teamets dag',
    rows: [
      { time: '08:30', text: 'Referat fra morgenmødet delt', status: { label: 'Delt', tone: 'done' } },
      { time: '10:00', text: 'Budget redigeret af tre på én gang', status: { label: 'Gemt', tone: 'done' } },
      { time: '11:15', text: 'AI-assistent opsummerede mødet', status: { label: 'Klar', tone: 'done' } },
      { time: '13:00', text: 'Ny kollega fik adgang', status: { label: 'I gang', tone: 'busy' } },
    ],
  },
};
