#!/usr/bin/env bash
# nginx and its brotli_static module for tests/e2e/nginx.spec.ts (Debian's packages).
exec bash "$(dirname "$0")/ensure-packages.sh" \
  /usr/sbin/nginx=nginx-light \
  /usr/lib/nginx/modules/ngx_http_brotli_static_module.so=libnginx-mod-http-brotli-static
