#!/usr/bin/env bash
# Runs the shop as an operator would at scale: two instances on one PostgreSQL and one Redis,
# each started as `npm start` starts it (the shop's server, lib/edge/serve.ts),
# then the Playwright smoke in tests/scale (write through one, read through the other; operators'
# commands beside them), the commands again with the two restarted without Redis, then a
# SIGTERM while a request is in flight. Needs a build (`npm run build`), TEST_DATABASE_URL (a
# role that may create databases) and TEST_REDIS_URL; .ci/run provides both. Without them this
# step is skipped with a note.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${TEST_DATABASE_URL:-}" ] || [ -z "${TEST_REDIS_URL:-}" ]; then
  echo "Two-instance smoke skipped: TEST_DATABASE_URL and TEST_REDIS_URL must both be set."
  exit 0
fi

port_a=${TWO_INSTANCE_PORT_A:-3110}
port_b=${TWO_INSTANCE_PORT_B:-3111}
source scripts/smoke-common.sh
database="${TEST_DATABASE_PREFIX:-shop}_two_instances_$(date +%s)_$$"
logs=$(mktemp -d)
pids=()

admin() { sql_on "$TEST_DATABASE_URL" "$1"; }

cleanup() {
  status=$?
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  if [ "$status" -ne 0 ]; then
    for log in "$logs"/*.log; do echo "--- $log (last 40 lines)"; tail -40 "$log"; done
  fi
  admin "drop database if exists $database with (force)" || true
  rm -rf "$logs" .data/two-a .data/two-b
}
trap cleanup EXIT

admin "create database $database"
database_url=$(database_url_of "$TEST_DATABASE_URL" "$database")

# A production database is not seeded unless asked (SEED_ON_START): the smoke asks for the demo catalogue.
export NODE_ENV=production DATABASE_URL="$database_url" REDIS_URL="$TEST_REDIS_URL" TRUSTED_PROXIES=1 LOG_LEVEL=warn \
  SESSION_SECRET=two-instance-smoke-secret-of-at-least-32-chars SEED_ON_START=true

site_a="https://shop-a.example"
site_b="https://shop-b.example"
# Starts instances A and B (with the environment's REDIS_URL, if any) and waits until both are ready.
start_pair() {
  DATA_DIR=.data/two-a PORT=$port_a BIND_ADDRESS=127.0.0.1 SITE_URL="$site_a" "${shop_server[@]}" >>"$logs/a.log" 2>&1 &
  pid_a=$!
  DATA_DIR="$PWD/.data/two-b" PORT=$port_b BIND_ADDRESS=127.0.0.1 SITE_URL="$site_b" "${shop_server[@]}" >>"$logs/b.log" 2>&1 &
  pid_b=$!
  pids+=("$pid_a" "$pid_b")
  for port in "$port_a" "$port_b"; do
    for _ in $(seq 1 180); do
      curl -sf -o /dev/null "http://127.0.0.1:$port/api/ready" && break
      sleep 1
    done
    curl -sf -o /dev/null "http://127.0.0.1:$port/api/ready" || { echo "Instance on port $port never became ready."; exit 1; }
  done
}
smoke() {
  INSTANCE_A_URL="http://127.0.0.1:$port_a" INSTANCE_B_URL="http://127.0.0.1:$port_b" INSTANCE_A_SITE_URL="$site_a" INSTANCE_B_SITE_URL="$site_b" \
    npx playwright test -c playwright.two-instances.config.ts "$@"
}

start_pair
smoke

# Without Redis each instance caches in its own memory: an operator's command still reaches both, through PostgreSQL alone.
kill "$pid_a" "$pid_b" 2>/dev/null || true; wait "$pid_a" "$pid_b" 2>/dev/null || true
unset REDIS_URL
start_pair
smoke tests/scale/live-commands.spec.ts
export REDIS_URL="$TEST_REDIS_URL"

# Any bind address works, on the embedded shop and on a remote one:
# a page the middleware rewrites answers 200 (Next used to proxy it to itself: 307 or 500).
kill "$pid_b" 2>/dev/null || true; wait "$pid_b" 2>/dev/null || true
port_upstream=$((port_b + 1))
STAND_IN_PORT=$port_upstream ./node_modules/.bin/tsx tests/support/stand-in-server.ts >"$logs/stand-in.log" 2>&1 &
pids+=($!)
lan4=$(hostname -I 2>/dev/null | tr ' ' '\n' | grep -m1 '\.' || true)
lan6=$(hostname -I 2>/dev/null | tr ' ' '\n' | grep -m1 ':' || true)
bind_cases=("0.0.0.0 embedded" ":: remote" "localhost embedded" "127.1 remote" "::1 embedded" "127.0.0.1 remote" "0:0:0:0:0:0:0:1 remote")
[ -n "$lan4" ] && bind_cases+=("$lan4 embedded")
[ -n "$lan6" ] && bind_cases+=("$lan6 remote")
for bind_case in "${bind_cases[@]}"; do
  read -r address mode <<<"$bind_case"
  case "$address" in
    0.0.0.0 | :: | 127.1) url_host=127.0.0.1 ;;
    *:*) url_host="[$address]" ;;
    *) url_host=$address ;;
  esac
  upstream=""
  [ "$mode" = remote ] && upstream="http://127.0.0.1:$port_upstream"
  SHOP_API_URL=$upstream DATA_DIR=.data/two-b SITE_URL="$site_b" PORT=$port_b BIND_ADDRESS=$address "${shop_server[@]}" >"$logs/bind.log" 2>&1 &
  bind_pid=$!
  for _ in $(seq 1 60); do curl -sf -o /dev/null "http://$url_host:$port_b/api/ready" && break; sleep 1; done
  for path in /faqs /es/faqs; do
    status=$(curl -s -o /dev/null -w '%{http_code}' --max-time 60 "http://$url_host:$port_b$path" || true)
    [ "$status" = 200 ] || { echo "Bound to $address ($mode shop): $path answered $status."; tail -20 "$logs/bind.log"; kill "$bind_pid" 2>/dev/null || true; exit 1; }
  done
  kill "$bind_pid" 2>/dev/null || true; wait "$bind_pid" 2>/dev/null || true
done
echo "Bind addresses: ${#bind_cases[@]} cases (embedded and remote) serve their pages."

# Graceful stop: a request in flight when SIGTERM arrives is still answered, and the process
# is gone well inside the 10 s an orchestrator allows.
curl -s -o "$logs/inflight.body" -w '%{http_code}' "http://127.0.0.1:$port_a/sitemap.xml" >"$logs/inflight.status" &
curl_pid=$!
sleep 0.2
kill -TERM "$pid_a"
wait "$curl_pid" || true
for _ in $(seq 1 15); do kill -0 "$pid_a" 2>/dev/null || break; sleep 1; done
if kill -0 "$pid_a" 2>/dev/null; then echo "Instance A still running 15 s after SIGTERM."; exit 1; fi
if [ "$(cat "$logs/inflight.status")" != "200" ]; then echo "The request in flight at SIGTERM got $(cat "$logs/inflight.status") instead of 200."; exit 1; fi
echo "Graceful stop: the request in flight was answered and instance A exited."
for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
wait 2>/dev/null || true
pids=()

# A bad setting stops the start with one line naming it.
if SITE_URL=shop.example PORT=$port_a "${shop_server[@]}" >"$logs/bad.log" 2>&1; then
  echo "The server started with SITE_URL=shop.example."; exit 1
fi
grep -qx 'Invalid configuration: SITE_URL must be an http(s) URL' "$logs/bad.log" || { echo "No one-line message for a bad SITE_URL."; exit 1; }
if SITE_URL="$site_a" PORT=abc DATA_DIR="$PWD/.data/two-a" "${shop_server[@]}" >"$logs/bad-port.log" 2>&1; then
  echo "The server started with PORT=abc."; exit 1
fi
grep -q '^Invalid configuration: PORT must be a whole number from 1 to 65535' "$logs/bad-port.log" || { echo "No one-line message for a bad PORT."; exit 1; }
# Behind a trusted proxy in production the public address must be given.
if PORT=$port_a "${shop_server[@]}" >"$logs/no-site.log" 2>&1; then
  echo "The server started behind TRUSTED_PROXIES without SITE_URL."; exit 1
fi
grep -q '^Invalid configuration: SITE_URL is required in production when TRUSTED_PROXIES is set' "$logs/no-site.log" || { echo "No one-line message for a missing SITE_URL."; exit 1; }

# A second process on an embedded data directory in use exits non-zero with its message.
(unset DATABASE_URL REDIS_URL; export SEED_ON_START=false DATA_DIR="$PWD/.data/two-a" SITE_URL="$site_a"
  PORT=$port_a BIND_ADDRESS=127.0.0.1 "${shop_server[@]}" >"$logs/first.log" 2>&1 & echo $! >"$logs/first.pid"
  for _ in $(seq 1 120); do curl -sf -o /dev/null "http://127.0.0.1:$port_a/api/ready" && break; sleep 1; done
  if PORT=$port_b "${shop_server[@]}" >"$logs/second.log" 2>&1; then second=0; else second=$?; fi
  kill "$(cat "$logs/first.pid")"
  [ "$second" -ne 0 ] && grep -q 'is in use by process' "$logs/second.log") || { echo "A second process on a locked DATA_DIR did not stop with its message."; exit 1; }
echo "Start-up checks: a bad setting and a locked data directory both stop the start."
