import type { Db } from '../../db/client.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import {
  deleteExpiredSessions,
  deleteSnapshotsBefore,
  expireSessionsIdleSince,
} from './retention-repository.ts';

const DAY_MS = 86_400_000;

export interface SweepResult {
  /** Sessions that passed the session TTL and were marked expired. */
  expired: number;
  /** Expired sessions deleted with their messages (only with automatic expiry on). */
  deleted: number;
  /** Analytics snapshots older than the analytics retention. */
  snapshotsDeleted: number;
}

/** Applies the retention settings: session TTL, automatic expiry and analytics retention. */
export class RetentionService {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async sweep(): Promise<SweepResult> {
    const { session, dataRetention } = this.settings.get();
    const now = this.clock().getTime();
    const expired = await expireSessionsIdleSince(this.db, new Date(now - session.ttl * DAY_MS));
    const deleted = dataRetention.enableAutoExpiry ? await deleteExpiredSessions(this.db) : 0;
    const snapshotsDeleted = await deleteSnapshotsBefore(
      this.db,
      new Date(now - dataRetention.analyticsRetentionDays * DAY_MS),
    );
    return { expired, deleted, snapshotsDeleted };
  }
}
