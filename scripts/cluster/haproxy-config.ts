// HAProxy's configuration for the cluster, written from the ports in use. Two frontends:
// `front` (what visitors reach) sends everything to Varnish; `pool` (Varnish's backend, and
// the address that skips the cache) balances the instances. An instance is in the pool while
// its `GET /ready` answers 200: checked every 300 ms, out after 2 failures, back after 2
// successes. A request whose connection fails is sent again to another instance
// (`retries`, `option redispatch`), and a GET that meets a dropped connection or a 503
// is retried too (HAProxy never retries a POST past the connection: the client's
// Idempotency-Key does that). When no instance is ready (a Redis or database outage reaches
// every readiness check at once), the same instances stand in as backups, unchecked: they
// still answer reads, and the retries skip one that is dead.
export interface HaproxyPorts {
  front: number;
  varnish: number;
  pool: number;
  stats: number;
  instances: number[];
}

export function haproxyConfig(ports: HaproxyPorts): string {
  const servers = ports.instances.map(
    (port, i) => `  server i${i + 1} 127.0.0.1:${port} check inter 300ms fall 2 rise 2`,
  );
  const backups = ports.instances.map((port, i) => `  server b${i + 1} 127.0.0.1:${port} backup`);
  return `global
  maxconn 4096

defaults
  mode http
  option httplog
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  timeout http-request 20s
  timeout http-keep-alive 10s
  retries 3
  option redispatch 1

frontend front
  bind 127.0.0.1:${ports.front}
  option forwardfor
  default_backend cache

backend cache
  server varnish 127.0.0.1:${ports.varnish}

frontend pool
  bind 127.0.0.1:${ports.pool}
  option forwardfor
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /ready
  http-check expect status 200
  retry-on conn-failure empty-response response-timeout 503
${servers.join('\n')}
${backups.join('\n')}

listen stats
  bind 127.0.0.1:${ports.stats}
  stats enable
  stats uri /stats
`;
}
