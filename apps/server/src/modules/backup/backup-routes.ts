import { createRoute } from '@hono/zod-openapi';
import { adminErrors, adminOnly, apiRouter, file } from '../../http/api-route.ts';
import type { AuthedEnv } from '../auth/current-user.ts';
import type { BackupService } from './backup-service.ts';

const download = createRoute({
  ...adminOnly,
  tags: ['admin: operations'],
  method: 'get',
  path: '/backup',
  summary: 'Download an online backup of the embedded database (restore it with `parley restore <file>`)',
  responses: {
    200: file('application/gzip', 'parley-backup-<day>.tgz'),
    ...adminErrors('backup_not_embedded'),
  },
});

/** Mounted under /api/v1/admin behind the admin check. */
export function backupRoutes(backups: BackupService) {
  return apiRouter<AuthedEnv>().openapi(download, async (c) => {
    const dump = await backups.embedded();
    const day = new Date().toISOString().slice(0, 10);
    return c.body(dump, 200, {
      'content-type': 'application/gzip',
      'content-disposition': `attachment; filename="parley-backup-${day}.tgz"`,
      'cache-control': 'no-store',
    });
  });
}
