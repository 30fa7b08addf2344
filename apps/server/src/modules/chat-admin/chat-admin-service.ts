import type {
  ChatSessionDetail,
  ChatSessionFilters,
  ChatSessionList,
  ChatSessionListQuery,
} from '@parley/contract/chat-admin';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { sessionNotFound } from '../sessions/sessions-service.ts';
import { CSV_HEADER, csvRow, toAdminMessages, toAdminSession } from './chat-session-views.ts';
import {
  deleteExpired,
  deleteSession,
  filterConditions,
  findAdminSession,
  listAllMessages,
  listSessions,
  sessionExists,
  setArchived,
} from './chat-sessions-repository.ts';

/** Rows fetched per query while streaming the CSV export: memory stays flat however many sessions match. */
const EXPORT_BATCH = 1000;

export class ChatAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(query: ChatSessionListQuery): Promise<ChatSessionList> {
    const now = this.clock();
    if (query.cursor && !(await sessionExists(this.db, query.cursor)))
      throw new AppError(
        'invalid_cursor',
        'The list changed since it was loaded (that session is gone). Refresh the list.',
      );
    const rows = await listSessions(this.db, filterConditions(query, now), query.cursor, query.limit + 1);
    const page = rows.slice(0, query.limit);
    return {
      items: page.map((r) => toAdminSession(r, now)),
      nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
    };
  }

  async get(id: string): Promise<ChatSessionDetail> {
    const row = await findAdminSession(this.db, id);
    if (!row) throw sessionNotFound();
    const messages = await listAllMessages(this.db, id);
    return { ...toAdminSession(row, this.clock()), messages: toAdminMessages(messages) };
  }

  async archive(id: string): Promise<void> {
    const session = await this.get(id);
    if (session.status === 'archived')
      throw new AppError('session_archived', 'This session is already archived.');
    await setArchived(this.db, id, this.clock());
  }

  async remove(id: string): Promise<void> {
    if (!(await deleteSession(this.db, id))) throw sessionNotFound();
  }

  async clearExpired(): Promise<{ deleted: number }> {
    return { deleted: await deleteExpired(this.db, this.clock()) };
  }

  /** The filtered sessions as CSV lines, fetched batch by batch as the reader asks for more. */
  exportCsv(filters: ChatSessionFilters): ReadableStream<string> {
    const now = this.clock();
    const where = filterConditions(filters, now);
    let afterId: string | undefined;
    let headerSent = false;
    return new ReadableStream<string>({
      pull: async (controller) => {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(`\uFEFF${CSV_HEADER}\r\n`);
          return;
        }
        const rows = await listSessions(this.db, where, afterId, EXPORT_BATCH);
        if (rows.length === 0) {
          controller.close();
          return;
        }
        afterId = rows.at(-1)?.id;
        controller.enqueue(rows.map((r) => `${csvRow(toAdminSession(r, now))}\r\n`).join(''));
        if (rows.length < EXPORT_BATCH) controller.close();
      },
    });
  }
}
