import { chromium } from '@playwright/test';
const [,, page, width = '1280', start = '0', end = '99'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const p = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await p.goto(`http://127.0.0.1:4333/services/${page}/`);
const height = await p.evaluate(() => document.documentElement.scrollHeight);
const overflow = await p.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
console.log(page, width, 'height', height, 'overflow', overflow);
// Scroll through so client:visible islands hydrate.
for (let y = 0; y < height; y += 600) { await p.evaluate((y) => window.scrollTo(0, y), y); await p.waitForTimeout(60); }
await p.waitForTimeout(2500);
const chunk = 1800;
for (let i = Number(start); i * chunk < height && i <= Number(end); i++) {
  await p.screenshot({ path: `/tmp/product-shots/${page}-${width}-${i}.png`, fullPage: true, clip: { x: 0, y: i * chunk, width: Number(width), height: Math.min(chunk, height - i * chunk) } });
}
await browser.close();
