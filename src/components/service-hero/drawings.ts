import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import BrandBoardScene from './scenes/BrandBoardScene.astro';
import CallScene from './scenes/CallScene.astro';
import CampaignReportScene from './scenes/CampaignReportScene.astro';
import ChatScene from './scenes/ChatScene.astro';
import CloudStatusScene from './scenes/CloudStatusScene.astro';
import CodeScene from './scenes/CodeScene.astro';
import DashboardScene from './scenes/DashboardScene.astro';
import DataPipelineScene from './scenes/DataPipelineScene.astro';
import DeviceFleetScene from './scenes/DeviceFleetScene.astro';
import GeneratedContentScene from './scenes/GeneratedContentScene.astro';
import InboxScene from './scenes/InboxScene.astro';
import IntegrationHubScene from './scenes/IntegrationHubScene.astro';
import LedgerScene from './scenes/LedgerScene.astro';
import MobileAppScene from './scenes/MobileAppScene.astro';
import ModelScene from './scenes/ModelScene.astro';
import PageScene from './scenes/PageScene.astro';
import PaperToDigitalScene from './scenes/PaperToDigitalScene.astro';
import PrototypeScene from './scenes/PrototypeScene.astro';
import RoadmapScene from './scenes/RoadmapScene.astro';
import SearchResultScene from './scenes/SearchResultScene.astro';
import SecurityWatchScene from './scenes/SecurityWatchScene.astro';
import SelfServiceScene from './scenes/SelfServiceScene.astro';
import SignInLogScene from './scenes/SignInLogScene.astro';
import SprintBoardScene from './scenes/SprintBoardScene.astro';
import WebshopScene from './scenes/WebshopScene.astro';
import WorkflowScene from './scenes/WorkflowScene.astro';
import WorkplaceScene from './scenes/WorkplaceScene.astro';

/**
 * The hero drawing of each service page, by the page's slug (its file name in content/services).
 * Each drawing shows what that one service produces, so no two services share one; adding a service
 * page means choosing (or drawing) its picture here. A unit test names any service without a drawing
 * and fails when two share one, and the build stops with the slug's name.
 */
export const heroDrawings: Record<string, AstroComponentFactory> = {
  'ai-agent': ChatScene,
  'ai-generation': GeneratedContentScene,
  'ai-telefonassistent': CallScene,
  applikationstjenester: SprintBoardScene,
  apps: MobileAppScene,
  branding: BrandBoardScene,
  'cloud-datacenter': CloudStatusScene,
  dataplatforme: DataPipelineScene,
  datastrategi: RoadmapScene,
  'design-ux': PrototypeScene,
  'digital-markedsforing': SearchResultScene,
  'digital-transformation': PaperToDigitalScene,
  'e-handel': WebshopScene,
  'endpoint-styring': DeviceFleetScene,
  erp: LedgerScene,
  forretningsintelligens: DashboardScene,
  hjemmesider: PageScene,
  integrationsplatforme: IntegrationHubScene,
  kundeservice: InboxScene,
  'kunstig-intelligens': ModelScene,
  'moderne-arbejdsmiljo': WorkplaceScene,
  procesudvikling: WorkflowScene,
  'salg-markedsforing': CampaignReportScene,
  selvbetjening: SelfServiceScene,
  sikkerhed: SecurityWatchScene,
  'sikkerhed-identitet': SignInLogScene,
  softwareudvikling: CodeScene,
};

export function heroDrawingFor(slug: string): AstroComponentFactory {
  const drawing = heroDrawings[slug];
  if (!drawing) {
    throw new Error(`The service "${slug}" has no hero drawing: add one to src/components/service-hero/drawings.ts.`);
  }
  return drawing;
}
