import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const page of process.argv.slice(2)) {
  const p = await browser.newPage({ viewport: { width: 360, height: 900 } });
  await p.goto(`http://127.0.0.1:4333/services/${page}/`);
  const wide = await p.evaluate(() => [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > 361).slice(0, 6).map((e) => `${e.tagName}.${String(e.className).slice(0, 60)} ${Math.round(e.getBoundingClientRect().right)} ${e.textContent.slice(0, 30)}`));
  console.log(page, wide);
}
await browser.close();
