import { Hono } from 'hono';
import type { ApiDocs } from '../../http/openapi.ts';
import type { AuthedEnv } from '../auth/current-user.ts';
import type { BackupService } from './backup-service.ts';

/** Mounted under /api/v1/admin behind the admin check. */
export function backupRoutes(backups: BackupService, docs: ApiDocs) {
  docs.add({
    auth: 'admin',
    tag: 'admin: operations',
    method: 'get',
    path: '/admin/backup',
    summary: 'Download an online backup of the embedded database (restore it with `parley restore <file>`)',
    errors: { 409: 'Parley uses PostgreSQL: use pg_dump' },
  });
  return new Hono<AuthedEnv>().get('/backup', async (c) => {
    const dump = await backups.embedded();
    const day = new Date().toISOString().slice(0, 10);
    return c.body(dump, 200, {
      'content-type': 'application/gzip',
      'content-disposition': `attachment; filename="parley-backup-${day}.tgz"`,
      'cache-control': 'no-store',
    });
  });
}
