vcl 4.1;
# Parvaz behind Varnish: the shared cache of pages and API reads in front of the instances
# (through HAProxy). It keeps what the service marks public for as long as its
# Cache-Control says (s-maxage, stale-while-revalidate), never what a person's session or a
# studio call answers, and drops what a publish changes when the service bans its tags:
# each answer names the items it shows in `x-parvaz-tags`, and a publish sends
# `BAN` with the tags it changes (server/src/cluster/varnish-bans.ts).

import std;

# The backend is set by the cluster script (scripts/cluster/) or by hand:
#   varnishd -f parvaz.vcl -p vcl_path=... with `backend default` below pointing at HAProxy.
include "backend.vcl";

acl banners {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "BAN") {
    if (!client.ip ~ banners) {
      return (synth(403, "Not allowed"));
    }
    if (!req.http.x-parvaz-ban) {
      return (synth(400, "No tags"));
    }
    # The pattern holds no space (the ban parser splits at spaces), so it goes unquoted.
    if (std.ban("obj.http.x-parvaz-tags ~ " + req.http.x-parvaz-ban)) {
      return (synth(200, "Banned"));
    }
    return (synth(400, std.ban_error()));
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # The studio, its API and anything carrying a session are a person's own.
  if (req.url ~ "^/studio" || req.url ~ "^/cms/studio/" || req.http.cookie ~ "parvaz-studio") {
    return (pass);
  }
  # Readiness is each instance's own; never cached.
  if (req.url == "/ready") {
    return (pass);
  }
  # Cookies other than the studio's do not change a public answer.
  unset req.http.cookie;
  return (hash);
}

sub vcl_backend_response {
  # What the service does not mark public is not kept.
  if (beresp.http.cache-control !~ "public" || beresp.http.set-cookie) {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  # Bans are tested by the lurker against the objects' tags, not each request's URL.
  set beresp.http.x-parvaz-cached-url = bereq.url;
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.x-varnish-cache = "hit";
  } else {
    set resp.http.x-varnish-cache = "miss";
  }
  unset resp.http.x-parvaz-tags;
  unset resp.http.x-parvaz-cached-url;
}
