#!/usr/bin/env bash
# Restarts no shopper notices (issue 29): two instances on one PostgreSQL and one Redis behind
# Debian's nginx, configured with the site of docs/operations.md as written (only its addresses,
# ports and certificate are this machine's), under a steady load of 50 connections of pages and
# API calls with orders among them. Each instance in turn gets SIGTERM and is started again,
# twice over: every request must be answered below 500 (a busy 503 with Retry-After aside: the
# load waits it out, tests/support/rolling-load.mjs; and the kernel's reset of a POST at a listener's
# close, tests/support/rolling-verdict.mjs) and every confirmed order stored exactly once. Needs a
# build, TEST_DATABASE_URL, TEST_REDIS_URL and nginx; .ci/run provides them.
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian puts nginx in /usr/sbin, which a non-login shell's PATH may leave out.
PATH="$PATH:/usr/sbin"

if [ -z "${TEST_DATABASE_URL:-}" ] || [ -z "${TEST_REDIS_URL:-}" ] || ! command -v nginx >/dev/null; then
  echo "Rolling-restart smoke skipped: TEST_DATABASE_URL, TEST_REDIS_URL and nginx are all needed."
  exit 0
fi

port_a=${ROLLING_PORT_A:-3112}
port_b=${ROLLING_PORT_B:-3113}
https_port=${ROLLING_HTTPS_PORT:-3443}
http_port=${ROLLING_HTTP_PORT:-3080}
source scripts/smoke-common.sh
database="${TEST_DATABASE_PREFIX:-shop}_rolling_$(date +%s)_$$"
work=$(mktemp -d)
pids=()
declare -A pid_of

cleanup() {
  status=$?
  touch "$work/stop"
  [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
  for pid in "${pids[@]}" "${pid_of[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  if [ "$status" -ne 0 ]; then
    for log in "$work"/*.log; do echo "--- $log (last 30 lines)"; tail -30 "$log"; done
    # Again after the logs: CI keeps only the end of the output.
    [ -s "$work/failure" ] && { echo "--- why the smoke failed"; cat "$work/failure"; }
  fi
  sql_on "$TEST_DATABASE_URL" "drop database if exists $database with (force)" >/dev/null || true
  rm -rf "$work" .data/rolling-a .data/rolling-b
}
trap cleanup EXIT
fail() { echo "$*" | tee -a "$work/failure"; exit 1; }

sql_on "$TEST_DATABASE_URL" "create database $database"
database_url=$(database_url_of "$TEST_DATABASE_URL" "$database")
export NODE_ENV=production DATABASE_URL="$database_url" REDIS_URL="$TEST_REDIS_URL" TRUSTED_PROXIES=1 LOG_LEVEL=warn \
  SESSION_SECRET=rolling-restart-smoke-secret-of-32-chars SITE_URL="https://127.0.0.1:$https_port" SEED_ON_START=true RATE_LIMITS=off

start_instance() {
  local name=$1 port=$2
  DATA_DIR=".data/rolling-$name" PORT=$port BIND_ADDRESS=127.0.0.1 "${shop_server[@]}" >>"$work/$name.log" 2>&1 &
  pid_of[$name]=$!
  for _ in $(seq 1 180); do
    curl -sf -o /dev/null "http://127.0.0.1:$port/api/ready" && return 0
    sleep 0.5
  done
  fail "Instance $name on port $port never became ready."
}
start_instance a "$port_a"
start_instance b "$port_b"
# Enough stock that every order of the run can be placed: a sold-out product's 409 would test nothing.
sql_on "$database_url" "update products set quantity_left = 1000000"

# The documented site, with this machine's addresses, ports and a certificate made for this run.
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1 -keyout "$work/key.pem" -out "$work/cert.pem" 2>/dev/null
awk '/^`\/etc\/nginx\/sites-available\/shop`/ { found = 1 } found && /^```nginx$/ { inside = 1; next } inside && /^```$/ { exit } inside { print }' docs/operations.md >"$work/documented-site.conf"
[ -s "$work/documented-site.conf" ] || fail "No nginx site found in docs/operations.md."
sed -e "s#server 127.0.0.1:3000 #server 127.0.0.1:$port_a #" \
  -e "s#server 10.0.0.12:3000 #server 127.0.0.1:$port_b #" \
  -e "s#^\( *\)listen 80;#\1listen 127.0.0.1:$http_port;#" \
  -e "s#^\( *\)listen 443 ssl http2;#\1listen 127.0.0.1:$https_port ssl http2;#" \
  -e '/listen \[::\]/d' \
  -e "s#/etc/letsencrypt/live/shop.example/fullchain.pem#$work/cert.pem#" \
  -e "s#/etc/letsencrypt/live/shop.example/privkey.pem#$work/key.pem#" \
  "$work/documented-site.conf" >"$work/site.conf"
cat >"$work/nginx.conf" <<NGINX
include /etc/nginx/modules-enabled/*.conf;
pid $work/nginx.pid;
error_log $work/nginx-error.log;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    access_log $work/nginx-access.log;
    client_body_temp_path $work/client-body;
    proxy_temp_path $work/proxy;
    fastcgi_temp_path $work/fastcgi;
    uwsgi_temp_path $work/uwsgi;
    scgi_temp_path $work/scgi;
    include $work/site.conf;
}
NGINX
nginx -t -c "$work/nginx.conf" 2>"$work/nginx-test.log" || fail "The documented nginx site fails nginx -t: $(cat "$work/nginx-test.log")"
echo "The documented nginx site passes nginx -t ($(nginx -v 2>&1))."
nginx -c "$work/nginx.conf"

BASE="https://127.0.0.1:$https_port" CONNECTIONS=50 STOP_FILE="$work/stop" node tests/support/rolling-load.mjs >"$work/load.json" 2>"$work/load.log" &
load_pid=$!
sleep 5
for round in 1 2; do
  for name in a b; do
    port=$port_a; [ "$name" = b ] && port=$port_b
    echo "$(date +%s%3N) $port" >>"$work/stops.txt"
    kill -TERM "${pid_of[$name]}"
    wait "${pid_of[$name]}" || fail "Instance $name exited with $? on SIGTERM (round $round)."
    start_instance "$name" "$port"
    # nginx keeps an instance it found down out of rotation for fail_timeout (10 s): the next one
    # may stop only once this one is back in it (docs/operations.md, "Rolling restarts").
    sleep 12
  done
done
touch "$work/stop"
wait "$load_pid"

summary=$(node tests/support/rolling-verdict.mjs "$work/load.json" "$work/stops.txt" "$work/nginx-error.log") || fail "$summary"
echo "$summary"
emails=$(node -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).orders.map((o) => `'"'"'${o.email}'"'"'`).join(","))' "$work/load.json")
stored=$(sql_on "$database_url" "select email, count(*)::int as n from orders where email like 'rolling-%' group by email having count(*) <> 1 or email not in ($emails)")
[ -z "$stored" ] || fail "Orders not stored exactly once: $stored"
confirmed=$(node -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).orders.length)' "$work/load.json")
found=$(sql_on "$database_url" "select count(*)::int as n from orders where email in ($emails)" | node -e 'let t = ""; process.stdin.on("data", (d) => (t += d)).on("end", () => console.log(JSON.parse(t)[0].n))')
[ "$found" = "$confirmed" ] || fail "$confirmed orders confirmed, $found of them stored."
echo "Every confirmed order is stored exactly once."
