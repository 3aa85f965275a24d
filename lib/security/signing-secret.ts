import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { config } from '@/lib/runtime/config';

const SECRET_FILE = 'signing-secret';
let generated: { dir: string; secret: string } | undefined;

/**
 * The key that signs what the server hands out (visitor ids): SESSION_SECRET when set (required
 * when several instances share a database), else a random key made once and kept in DATA_DIR,
 * readable by this user only, so one embedded instance works without setup and keeps its
 * visitors across restarts.
 */
export function signingSecret(): string {
  const { SESSION_SECRET, DATA_DIR } = config();
  if (SESSION_SECRET) return SESSION_SECRET;
  if (generated?.dir === DATA_DIR) return generated.secret;
  const file = path.join(DATA_DIR, SECRET_FILE);
  fs.mkdirSync(DATA_DIR, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  generated = { dir: DATA_DIR, secret: fs.readFileSync(file, 'utf8').trim() };
  return generated.secret;
}
