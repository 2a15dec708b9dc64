// Files made for download (ASP.NET Zero's temp-file cache, CONTRACTS §1.6): kept under a random token bound to
// the user who asked, answered once, for EXPORT_FILE_LIFETIME_MS. Time is Date.now(), which tests move.
import { randomUUID } from 'node:crypto';
import { inTransaction, type Db } from '../db/database';

export const EXPORT_FILE_LIFETIME_MS = 5 * 60 * 1000;

/** Rows are kept a day after they expire, so a late click still hears "expired" rather than "unknown". */
const KEEP_ROWS_MS = 24 * 3600 * 1000;

type ExportFileRow = {
  file_token: string;
  user_id: number;
  file_name: string;
  file_type: string;
  content: Buffer | null;
  expires_at: number;
  used_at: string | null;
};

export type StoredFile = { fileName: string; fileType: string; fileToken: string };

export function storeExportFile(
  db: Db,
  userId: number,
  file: { fileName: string; fileType: string; content: Buffer },
): StoredFile {
  const fileToken = randomUUID().replace(/-/g, '');
  const now = Date.now();
  inTransaction(db, () => {
    db.prepare('UPDATE payment_export_files SET content = NULL WHERE expires_at <= ? AND content IS NOT NULL').run(now);
    db.prepare('DELETE FROM payment_export_files WHERE expires_at <= ?').run(now - KEEP_ROWS_MS);
    db.prepare(
      `INSERT INTO payment_export_files (file_token, user_id, file_name, file_type, content, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      fileToken,
      userId,
      file.fileName,
      file.fileType,
      file.content,
      new Date(now).toISOString(),
      now + EXPORT_FILE_LIFETIME_MS,
    );
  });
  return { fileName: file.fileName, fileType: file.fileType, fileToken };
}

export type TakenFile =
  { kind: 'file'; fileName: string; fileType: string; content: Buffer } | { kind: 'unknown' | 'used' | 'expired' };

/**
 * Hands the file over once: the first caller's conditional UPDATE claims it and gets the bytes, which are then
 * dropped. `onlyFor` (a user id) refuses, without using it up, a file someone else made.
 */
export function takeExportFile(db: Db, fileToken: string, onlyFor: number | null): TakenFile {
  return inTransaction(db, (): TakenFile => {
    const row = db.prepare('SELECT * FROM payment_export_files WHERE file_token = ?').get(fileToken) as
      ExportFileRow | undefined;
    if (!row || (onlyFor !== null && row.user_id !== onlyFor)) return { kind: 'unknown' };
    if (row.used_at !== null) return { kind: 'used' };
    const now = Date.now();
    if (now >= row.expires_at || row.content === null) return { kind: 'expired' };
    const claimed = db
      .prepare('UPDATE payment_export_files SET used_at = ?, content = NULL WHERE file_token = ? AND used_at IS NULL')
      .run(new Date(now).toISOString(), fileToken);
    if (claimed.changes !== 1) return { kind: 'used' };
    return { kind: 'file', fileName: row.file_name, fileType: row.file_type, content: row.content };
  });
}
