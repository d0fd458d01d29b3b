/**
 * SVG files of public/ as `data:` URIs, for what every page shows before its largest paint (the
 * favicon, an agent's avatar in the header menu and the heroes): inlined, they cost no request that
 * could land before that paint, and Lighthouse counts every request that does. The files stay in
 * public/ for islands, the staff panel and anything that asks for them by URL.
 */
import { findVoiceAgent } from './voice-agents.mjs';

const files = import.meta.glob<string>(['/public/favicon.svg', '/public/avatars/*.svg'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `path` as served, e.g. `/favicon.svg`. */
export function publicSvgDataUri(path: string): string {
  const svg = files[`/public${path}`];
  if (!svg) throw new Error(`No SVG at public${path}`);
  return `data:image/svg+xml,${encodeURIComponent(svg.trim().replace(/\s+/g, ' '))}`;
}

/** A voice agent's drawn avatar (src/lib/voice-agents.mjs names its file under public/). */
export function avatarDataUri(agentName: string): string {
  const agent = findVoiceAgent(agentName);
  if (!agent) throw new Error(`No voice agent named ${agentName}`);
  return publicSvgDataUri(agent.avatar);
}
