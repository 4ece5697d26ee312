# The shop's reference edge cache for Varnish 7 (decision 0003, docs/decisions/0003-caching.md),
# tested in CI in front of a test shop (tests/edge/). The backend and the purgers' addresses
# live in site.vcl. What it does:
# - caches only answers the shop marks `public`, for their `s-maxage`, and serves them stale
#   while it fetches a fresh copy in the background for their `stale-while-revalidate` (grace);
# - keys shared pages on URL, host, scheme and the `currency` cookie, and strips every other
#   cookie from requests it may answer from the cache. The scheme is the last value of
#   `X-Forwarded-Proto` (what the TLS terminator in front wrote), sent on to the shop as exactly
#   `https` or `http`: the shop's answer differs by it (HSTS over TLS), so an https answer is
#   never served to an http request, nor the other way round;
# - passes, with their cookies untouched, everything personal: requests carrying a shopper's
#   login (APP_TOKEN), the owner's session (owner_session), a social login in progress
#   (social_flow) or an Authorization header; the back office (/admin); the pages that read a
#   personal cookie (/wishlist, /order/summary); the owner's preview (?preview=true); every
#   method but GET and HEAD (all API writes);
# - takes `PURGE` with `X-Ban-Url: <regex of paths>` from the purgers (site.vcl) and bans the
#   cached answers whose path matches: the shop sends it after the owner's changes;
# - says what it did in `X-Cache` (HIT, MISS or PASS) beside `Age`.
vcl 4.1;

import std;

include "site.vcl";

sub vcl_recv {
    unset req.http.X-Edge;
    # One canonical scheme for the key (vcl_hash) and for the shop, which reads the same header.
    std.collect(req.http.X-Forwarded-Proto);
    if (regsub(req.http.X-Forwarded-Proto, "^.*,", "") ~ "(?i)^\s*https\s*$") {
        set req.http.X-Forwarded-Proto = "https";
    } else {
        set req.http.X-Forwarded-Proto = "http";
    }
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.X-Ban-Url) {
            return (synth(400, "X-Ban-Url missing"));
        }
        if (std.ban("obj.http.X-Url ~ " + req.http.X-Ban-Url)) {
            return (synth(200, "Banned"));
        }
        return (synth(400, std.ban_error()));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        set req.http.X-Edge = "PASS";
        return (pass);
    }
    if (req.http.Authorization ||
        req.http.Cookie ~ "(^|;\s*)(APP_TOKEN|owner_session|social_flow)=" ||
        req.url ~ "^/admin([/?]|$)" ||
        req.url ~ "^(/[a-z]{2})?/(wishlist|order/summary)([/?]|$)" ||
        req.url ~ "[?&]preview=") {
        set req.http.X-Edge = "PASS";
        return (pass);
    }
    # A cacheable request: keep the currency cookie alone, in one canonical form, so the
    # shop's `Vary: Cookie` varies on it and nothing else.
    if (req.http.Cookie ~ "(^|;\s*)currency=[a-z]{3}(;|$)") {
        set req.http.Cookie = regsub(req.http.Cookie, "^(.*;\s*)?currency=([a-z]{3})(;.*)?$", "currency=\2");
    } else {
        unset req.http.Cookie;
    }
    return (hash);
}

sub vcl_hash {
    hash_data(req.url);
    if (req.http.Host) {
        hash_data(req.http.Host);
    } else {
        hash_data(server.ip);
    }
    hash_data(req.http.X-Forwarded-Proto);
    hash_data(regsub(req.http.Cookie, "^currency=", ""));
    return (lookup);
}

sub vcl_backend_response {
    # For bans the lurker can apply in the background (obj.* only).
    set beresp.http.X-Url = bereq.url;
    # Only what the shop says any cache may keep (`public`); never an answer setting a cookie.
    # Varnish itself reads the TTL from s-maxage and the grace from stale-while-revalidate.
    if (beresp.http.Cache-Control !~ "(^|,)\s*public\s*(,|$)" ||
        beresp.http.Cache-Control ~ "private|no-store|no-cache" ||
        beresp.http.Set-Cookie) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    if (beresp.http.Cache-Control !~ "stale-while-revalidate") {
        set beresp.grace = 0s;
    }
    return (deliver);
}

sub vcl_deliver {
    unset resp.http.X-Url;
    unset resp.http.Via;
    if (req.http.X-Edge == "PASS" || obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    return (deliver);
}
