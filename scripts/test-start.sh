#!/usr/bin/env bash
# Starts the built shop as an operator does (`npm start` on a fresh embedded database, which it
# seeds), asks for the home page and a product page, expects 200 from both, and stops it. .ci/run
# runs it on the machine's own Node, the suite having run on Node 24. Needs a build
# (`npm run build`); the port is START_CHECK_PORT (3130 unless set).
set -euo pipefail
cd "$(dirname "$0")/.."

port=${START_CHECK_PORT:-3130}
base="http://127.0.0.1:$port"
data_dir=.data/start-check
log=$(mktemp)
rm -rf "$data_dir"

# A process group of its own, so the server npm runs as its child stops with it.
DATA_DIR=$data_dir PORT=$port BIND_ADDRESS=127.0.0.1 LOG_LEVEL=warn setsid npm start >"$log" 2>&1 &
group=$!

cleanup() {
  status=$?
  kill -- "-$group" 2>/dev/null || true
  wait "$group" 2>/dev/null || true
  if [ "$status" -ne 0 ]; then
    echo "--- npm start (last 40 lines)"
    tail -40 "$log"
  fi
  rm -rf "$log" "$data_dir"
}
trap cleanup EXIT

for _ in $(seq 1 180); do
  curl -sf -o /dev/null "$base/api/ready" && break
  kill -0 "$group" 2>/dev/null || { echo "npm start exited before the shop was ready."; exit 1; }
  sleep 1
done
curl -sf -o /dev/null "$base/api/ready" || { echo "The shop on port $port never became ready."; exit 1; }

slug=$(curl -sf -X POST -H 'content-type: application/json' -H 'sec-fetch-site: same-origin' -d '{"page":1}' "$base/api/products/filter" |
  node -e "let text = ''; process.stdin.on('data', (chunk) => (text += chunk)).on('end', () => console.log(JSON.parse(text).items[0].slug))")

failed=0
for page in / "/store/product/$slug"; do
  status=$(curl -s -o /dev/null -w '%{http_code}' "$base$page")
  echo "npm start on Node $(node --version): GET $page $status"
  [ "$status" = 200 ] || failed=1
done
exit "$failed"
