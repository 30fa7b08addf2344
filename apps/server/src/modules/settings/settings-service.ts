import { type ChatbotSettings, chatbotSettingsSchema, defaultSettings } from '@parley/contract/settings';
import type { Db } from '../../db/client.ts';
import { readSettingsRow, writeSettingsRow } from './settings-repository.ts';

type Listener = (settings: ChatbotSettings) => void;

/**
 * Holds the current settings in memory (every chat request reads them) and persists changes.
 * A stored record that no longer validates (e.g. written by an older version) falls back field by field to defaults.
 */
export class SettingsService {
  private current: ChatbotSettings = defaultSettings();
  private readonly listeners: Listener[] = [];

  constructor(private readonly db: Db) {}

  async load(): Promise<ChatbotSettings> {
    const stored = await readSettingsRow(this.db);
    const parsed = chatbotSettingsSchema.safeParse(stored ?? {});
    this.current = parsed.success ? parsed.data : defaultSettings();
    if (stored === undefined) await writeSettingsRow(this.db, this.current);
    return this.current;
  }

  get(): ChatbotSettings {
    return this.current;
  }

  /** Validates the whole object (throws ZodError with the spec's messages) and saves it. */
  async save(input: unknown): Promise<ChatbotSettings> {
    const next = chatbotSettingsSchema.parse(input);
    await writeSettingsRow(this.db, next);
    this.current = next;
    for (const listener of this.listeners) listener(next);
    return next;
  }

  onChange(listener: Listener): void {
    this.listeners.push(listener);
  }
}
