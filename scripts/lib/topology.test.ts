/**
 * docker-compose.yml's HAProxy runs deploy/haproxy.cfg; `npm run topology`
 * writes its own from the same function (scripts/lib/topology.mjs). The file
 * is that function's output for the compose network, so the two cannot drift.
 * Regenerate it: `node scripts/lib/topology.mjs --compose > deploy/haproxy.cfg`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeHaproxyConfig, haproxyConfig } from './topology.mjs';

const root = join(import.meta.dirname, '../..');

describe('the balancer configuration', () => {
  it('deploy/haproxy.cfg is what the topology writes, for the compose network', () => {
    expect(readFileSync(join(root, 'deploy/haproxy.cfg'), 'utf8')).toBe(composeHaproxyConfig());
  });

  it('buffers bodies, checks health, retries only bids and GETs once sent, and gives the live stream its own long timeout', () => {
    const config = haproxyConfig({ bind: ':80', statsBind: ':81', nodes: [{ name: 'a', address: 'a:8080' }, { name: 'b', address: 'b:8080' }] });
    expect(config).toContain('option http-buffer-request');
    expect(config).toContain('option httpchk GET /api/health');
    expect(config).toMatch(/disable-l7-retry unless METH_GET \|\| \{ path \/api\/set_bid_new\.php \}/);
    expect(config).toMatch(/backend live\n {2}balance leastconn\n {2}timeout server 1h/);
    expect(config).toContain('server b b:8080 track api/b');
    // Learned under load (docs/SCALING.md "A node dies mid-rush"): a 1 s check timeout took the surviving node out.
    expect(config).toContain('timeout check 5s');
    expect(config).toContain('observe layer4 error-limit 5 on-error mark-down');
    expect(config).toMatch(/http-request del-header x-forwarded-for\n {2}option forwardfor/);
  });
});
