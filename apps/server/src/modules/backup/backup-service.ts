import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * Online backups of the embedded database: PGlite dumps its data directory while it keeps serving (the
 * dump runs in its own queue between queries), so the operator need not stop Parley. PostgreSQL is backed
 * up with pg_dump, which is online already.
 */
export class BackupService {
  constructor(private readonly database: Database) {}

  /** A gzipped tarball of the embedded database, the same format `parley restore <file>` reads. */
  async embedded(): Promise<Blob> {
    if (!this.database.dumpDataDir)
      throw new AppError(
        'backup_not_embedded',
        'Parley uses a PostgreSQL server: back it up with pg_dump (see docs/operations.md, "Backups").',
      );
    return this.database.dumpDataDir();
  }
}
