import { type ChatbotSettings, chatbotSettingsSchema, defaultSettings } from '@parley/contract/settings';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { readSettingsRow, writeSettingsRow } from './settings-repository.ts';

/** `local`: saved through this instance; `remote`: saved by another instance sharing the database. */
type Listener = (settings: ChatbotSettings, origin: 'local' | 'remote') => void;

const POLL_MS = 5_000;

/**
 * Reads a stored record field by field: a field that no longer validates (e.g. written by an older
 * version) falls back to its default and the others are kept. Returns the fields that were dropped.
 */
export function parseStoredSettings(stored: unknown): { settings: ChatbotSettings; dropped: string[] } {
  const candidate: unknown = structuredClone(stored ?? {});
  const dropped: string[] = [];
  // Each round removes the fields the last parse refused; a field's removal lets its default apply.
  for (let round = 0; round < 50; round++) {
    const parsed = chatbotSettingsSchema.safeParse(candidate);
    if (parsed.success) return { settings: parsed.data, dropped };
    let removed = false;
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      const parent = path
        .slice(0, -1)
        .reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], candidate);
      const key = path[path.length - 1];
      if (key !== undefined && parent && typeof parent === 'object' && key in parent) {
        delete (parent as Record<string, unknown>)[key];
        dropped.push(path.join('.'));
        removed = true;
      }
    }
    if (!removed) break;
  }
  return { settings: defaultSettings(), dropped: ['*'] };
}

/**
 * Holds the current settings in memory (every chat request reads them) and persists changes. Another
 * instance's change is picked up within POLL_MS, so every instance applies the same settings.
 */
export class SettingsService {
  private current: ChatbotSettings = defaultSettings();
  private readonly listeners: Listener[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly log?: Logger,
  ) {}

  async load(): Promise<ChatbotSettings> {
    const stored = await readSettingsRow(this.db);
    const { settings, dropped } = parseStoredSettings(stored);
    if (dropped.length > 0)
      this.log?.warn({ dropped }, 'stored settings fields were invalid; using defaults for them');
    this.current = settings;
    if (stored === undefined) await writeSettingsRow(this.db, this.current);
    return this.current;
  }

  /** Polls for changes saved by other instances. */
  start(): void {
    this.timer = setInterval(() => {
      this.sync().catch((err: unknown) => this.log?.warn({ err }, 'settings poll failed'));
    }, POLL_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Applies settings another instance saved, if any. */
  async sync(): Promise<void> {
    const { settings } = parseStoredSettings(await readSettingsRow(this.db));
    // Both sides come out of the same schema, so equal settings give equal JSON whatever the stored key order.
    if (JSON.stringify(settings) === JSON.stringify(this.current)) return;
    this.current = settings;
    for (const listener of this.listeners) listener(this.current, 'remote');
  }

  get(): ChatbotSettings {
    return this.current;
  }

  /** Validates the whole object (throws ZodError with the spec's messages) and saves it. */
  async save(input: unknown): Promise<ChatbotSettings> {
    const next = chatbotSettingsSchema.parse(input);
    await writeSettingsRow(this.db, next);
    this.current = next;
    for (const listener of this.listeners) listener(next, 'local');
    return next;
  }

  onChange(listener: Listener): void {
    this.listeners.push(listener);
  }
}
