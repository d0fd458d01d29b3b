import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { company, serviceCategories, siteUrl } from '../../config/site';
import { pageShareCards, serviceShareCard, shareImagePath, type ShareCard } from '../../lib/share-cards';
import { renderShareImage, type ShareImageAssets } from '../../lib/share-image';
import { themeColors } from '../../lib/theme-colors';

// Everything is read from disk at build time: no network, and the colours are the stylesheet's own.
const fromProject = createRequire(join(process.cwd(), 'package.json'));
const font = (weight: number) =>
  readFileSync(fromProject.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
const assets: ShareImageAssets = {
  colours: themeColors(readFileSync(join(process.cwd(), 'src/styles/global.css'), 'utf8')),
  fonts: { regular: font(400), bold: font(700) },
  companyName: company.name,
  host: new URL(siteUrl).host,
};

export const getStaticPaths = (async () => {
  const services = await getCollection('services');
  const cards = [
    ...pageShareCards,
    ...services.map((entry) => serviceShareCard(entry.id, entry.data, serviceCategories)),
  ];
  return cards.map((card) => ({
    params: {
      slug: shareImagePath(card.path)
        .replace(/^\/og\//, '')
        .replace(/\.png$/, ''),
    },
    props: { card },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ card: ShareCard }> = async ({ props }) =>
  new Response(await renderShareImage(props.card, assets), { headers: { 'Content-Type': 'image/png' } });
