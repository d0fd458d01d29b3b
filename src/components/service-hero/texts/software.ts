import type { PipelineDrawing } from '../types';

/** Software: one change per service, written in Danish words, on its way to production. */
export const softwareDrawings: Record<string, PipelineDrawing> = {
  softwareudvikling: {
    change: 'Kunden flytter selv sin levering',
    code: ['// Kunden vælger en ny dato', 'levering.flyt(ordre, nyDato)', 'send(kvittering, kunde)'],
    steps: [
      { label: 'Bygget', done: true },
      { label: 'Testet', done: true },
      { label: 'Udrulles', done: false },
    ],
  },
  applikationstjenester: {
    change: 'Månedlig opdatering af kundeportalen',
    code: ['// Sikkerhedsrettelser først', 'opdater(biblioteker)', 'overvåg(svartider)'],
    steps: [
      { label: 'Opdateret', done: true },
      { label: 'Testet', done: true },
      { label: 'Overvåges', done: false },
    ],
  },
  apps: {
    change: 'Besked, når ordren er sendt',
    code: ['// Én app til alle telefoner', 'når(ordre.sendt, () =>', "  besked('Pakken er på vej'))"],
    steps: [
      { label: 'Bygget', done: true },
      { label: 'Testet', done: true },
      { label: 'Klar til udgivelse', done: false },
    ],
  },
  integrationsplatforme: {
    change: 'Webshoppens ordrer direkte i økonomisystemet',
    code: ['// Ny ordre i webshoppen', 'ordre → lager → faktura', 'ved fejl: prøv igen'],
    steps: [
      { label: 'Modtaget', done: true },
      { label: 'Oversat', done: true },
      { label: 'Leveret', done: false },
    ],
  },
};
