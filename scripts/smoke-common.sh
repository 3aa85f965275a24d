# Sourced by the smokes that run the built shop on a PostgreSQL database of their own
# (test-two-instances.sh, test-rolling-restart.sh).

# The shop's server as `npm start` runs it.
shop_server=(env MALLOC_ARENA_MAX=2 "$(command -v node)" --max-old-space-size=256 --max-semi-space-size=16 "${NEXT_DIST_DIR:-.next}/shop-server.mjs")

# Runs one SQL statement on the database at URL $1 and prints its rows as JSON, when there are any.
sql_on() {
  node -e "const sql = require('postgres')(process.argv[1], { max: 1, onnotice() {} }); sql.unsafe(process.argv[2]).then((rows) => { if (rows.length) console.log(JSON.stringify(rows)); return sql.end(); }, (e) => { console.error(e.message); process.exit(1); });" "$1" "$2"
}

# The URL of database $2 on the server of URL $1.
database_url_of() {
  node -e "const u = new URL(process.argv[1]); u.pathname = '/' + process.argv[2]; console.log(u.toString())" "$1" "$2"
}
