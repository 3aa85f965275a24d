#!/usr/bin/env bash
# Runs the integration tests again on a PostgreSQL server, so the migrations and queries are
# known to work on both databases. .ci/run provides the server; elsewhere set TEST_DATABASE_URL
# (a role that may create databases), or this step is skipped with a note.
set -euo pipefail
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "PostgreSQL integration tests skipped: TEST_DATABASE_URL is not set."
  exit 0
fi
# --forceExit: a failing test that leaves a server or timer behind must fail the run, not keep
# jest waiting until CI's own limit (a refused-mail test once did, and the stop was lost).
NODE_OPTIONS=--experimental-vm-modules npx jest --ci --forceExit tests/integration
