# What differs per site, included by default.vcl: where the shop listens and who may purge.
# Edit this file (or put your own site.vcl earlier in varnishd's vcl_path) and keep
# default.vcl as shipped. Several instances: declare one backend each and a round-robin
# director (vmod_directors), and set req.backend_hint to it in a vcl_recv of your own here.

backend default {
    .host = "127.0.0.1";
    .port = "4321";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}

# The addresses of the shop's instances: they send PURGE with X-Ban-Url after a change
# (EDGE_PURGE_URLS, src/server/http/edge-purge.ts). Nobody else may.
acl purgers {
    "127.0.0.1";
    "::1";
}
