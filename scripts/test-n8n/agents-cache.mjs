// @ts-check
/**
 * `GET /agents` under load (docs/product.md#agent-availability): its answer's headers (`*` as the origin, briefly
 * cacheable), then requests a second at concurrency 20 straight to n8n and through nginx as a caching
 * proxy (the configuration docs/n8n.md gives; skipped with a notice where nginx is not installed).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AGENTS_CACHE_CONTROL } from '../../src/lib/staff/api-contract.mjs';
import { check, log, request, sleep, waitFor } from './harness.mjs';

/**
 * Requests a second and p50 for `ms` at `concurrency`.
 * @param {string} url @param {number} ms @param {number} concurrency
 */
async function throughput(url, ms, concurrency) {
  const until = performance.now() + ms;
  const started = performance.now();
  /** @type {number[]} */
  const times = [];
  let failed = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        const answer = await request('GET', url, { timeoutMs: 30_000 }).catch(() => ({ status: 0 }));
        if (answer.status === 200) times.push(performance.now() - t);
        else failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { perSecond: times.length / seconds, p50: times[Math.floor(times.length / 2)] ?? NaN, failed };
}

/**
 * The nginx configuration for the test: n8n behind it, its `/agents` answers cached as they say, the
 * limits docs/n8n.md asks of a proxy.
 * @param {string} dir @param {number} port @param {number} n8nPort
 */
const nginxConfig = (dir, port, n8nPort) => `user root;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache keys_zone=agents:1m max_size=10m;
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 8k;
    if ($http_content_encoding) { return 415; }
    location / {
      proxy_pass http://127.0.0.1:${n8nPort};
      proxy_set_header X-Real-IP $remote_addr;
      proxy_cache agents;
      proxy_cache_lock on;
      proxy_cache_use_stale updating;
      proxy_cache_background_update on;
      add_header X-Cache-Status $upstream_cache_status;
    }
  }
}
`;

/**
 * @param {{ staffBase: string, userFolder: string, port: number }} context
 * @param {{ nginxPort: number, seconds: number }} options
 */
export async function agentsCacheScenario({ staffBase, userFolder, port }, { nginxPort, seconds }) {
  const answer = await request('GET', `${staffBase}/agents`, { headers: { Origin: 'https://any.example' } });
  check(
    `agents: GET /agents answers Access-Control-Allow-Origin * (not the caller's) and Cache-Control "${answer.headers.get('cache-control')}"`,
    answer.status === 200 &&
      answer.headers.get('access-control-allow-origin') === '*' &&
      answer.headers.get('cache-control') === AGENTS_CACHE_CONTROL,
    Object.fromEntries(answer.headers),
  );
  const login = await request('POST', `${staffBase}/login`, { body: { password: 7 } });
  check(
    `agents: every other answer is Cache-Control no-store (a bad login: ${login.headers.get('cache-control')})`,
    login.headers.get('cache-control') === 'no-store',
  );

  const direct = await throughput(`${staffBase}/agents`, seconds * 1000, 20);
  log(
    `agents: straight to n8n, ${direct.perSecond.toFixed(1)} requests/s at concurrency 20, p50 ${Math.round(direct.p50)} ms, ${direct.failed} failed`,
  );
  const nginx = spawnSync('nginx', ['-v']).error ? null : 'nginx';
  if (!nginx) {
    log(
      'agents: nginx is not installed here, so the figure behind a caching proxy is skipped (apt-get install nginx-light)',
    );
    return { direct, proxied: null };
  }
  const dir = join(userFolder, 'nginx');
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'cache'])
    mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, nginxPort, port));
  const child = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  try {
    const proxiedUrl = `http://127.0.0.1:${nginxPort}${new URL(staffBase).pathname}/agents`;
    const up = await waitFor(async () => (await request('GET', proxiedUrl)).status === 200, 20_000);
    if (!up) {
      check('agents: nginx starts in front of n8n', false);
      return { direct, proxied: null };
    }
    const hit = await request('GET', proxiedUrl);
    check(
      `agents: nginx serves GET /agents from its cache (${hit.headers.get('x-cache-status')}), origin still *`,
      hit.headers.get('x-cache-status') === 'HIT' && hit.headers.get('access-control-allow-origin') === '*',
      Object.fromEntries(hit.headers),
    );
    const proxied = await throughput(proxiedUrl, seconds * 1000, 20);
    log(
      `agents: through nginx caching, ${proxied.perSecond.toFixed(1)} requests/s at concurrency 20, p50 ${Math.round(proxied.p50)} ms, ${proxied.failed} failed`,
    );
    return { direct, proxied };
  } finally {
    child.kill('SIGTERM');
    await sleep(500);
  }
}
