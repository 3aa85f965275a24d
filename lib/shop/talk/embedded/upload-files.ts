/**
 * Before uploads were kept in the database, their bytes were files under DATA_DIR/uploads and
 * the `uploads` row held only the type and size. When the database opens, the rows still without
 * bytes are filled from the files this instance has; the files are left where they are, for the
 * operator to delete (docs/operations.md). Rows whose file lives on another instance's disk stay
 * empty until that instance starts on this version.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { uploads } from '../../../db/schema';
import { logger } from '../../../runtime/logger';
import { UPLOAD_ID_PATTERN } from '../upload-limits';

export const uploadFilesDir = () => path.resolve(process.env.DATA_DIR ?? '.data', 'uploads');

export async function moveUploadFilesIntoDatabase(database: Database, dir = uploadFilesDir()): Promise<{ moved: number; missing: number }> {
  const waiting = await database.select({ id: uploads.id }).from(uploads).where(isNull(uploads.body));
  let moved = 0;
  let missing = 0;
  // One file in memory at a time: a shop may have thousands of them.
  for (const { id } of waiting) {
    const body = UPLOAD_ID_PATTERN.test(id) ? await readIfPresent(path.join(dir, `${id}.webp`)) : null;
    if (!body) {
      missing++;
      continue;
    }
    await database
      .update(uploads)
      .set({ body })
      .where(and(eq(uploads.id, id), isNull(uploads.body)));
    moved++;
  }
  if (moved > 0) logger.info({ moved, dir }, 'uploads: moved files into the database; the files may be deleted');
  if (missing > 0) logger.warn({ missing, dir }, 'uploads: some uploads have no bytes in the database and no file here; start the instance whose DATA_DIR holds them');
  return { moved, missing };
}

async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    // An unreadable file must not keep the shop from starting: that upload stays unserved, as it was elsewhere.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') logger.warn({ err: error, file }, 'uploads: cannot read a file to move into the database');
    return null;
  }
}
