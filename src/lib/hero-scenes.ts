import type { ServiceData } from './service-schema';

/** The pictures a service hero can show: each stands for what a family of services delivers. */
export type HeroScene = 'dashboard' | 'code' | 'page' | 'workflow' | 'shield' | 'call' | 'chat';

const sceneByCategory: Record<ServiceData['category'], HeroScene> = {
  'data-ai': 'dashboard',
  software: 'code',
  experiences: 'page',
  business: 'workflow',
  'cloud-security': 'shield',
  products: 'call',
};

/** The two products are different things to look at: a phone call and a chat. */
const sceneBySlug: Partial<Record<string, HeroScene>> = { 'ai-agent': 'chat' };

export const heroSceneFor = (slug: string, category: ServiceData['category']): HeroScene =>
  sceneBySlug[slug] ?? sceneByCategory[category];
