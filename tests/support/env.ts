/**
 * Puts an environment variable back as it was. Assigning undefined to process.env stores the
 * string "undefined", which later code reads as a path (a DATA_DIR of "undefined" put uploads in
 * ./undefined/uploads), so an unset variable is deleted instead.
 */
export function restoreEnv(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
