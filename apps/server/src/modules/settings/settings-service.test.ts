import { defaultSettings } from '@parley/contract/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { type DatabaseKind, describeEachDatabase, openTestDatabase } from '../../db/test-database.ts';
import { writeSettingsRow } from './settings-repository.ts';
import { parseStoredSettings, SettingsService } from './settings-service.ts';

describe('stored settings', () => {
  it('fall back field by field: a bad field takes its default and the others are kept', () => {
    const stored = defaultSettings();
    const record = {
      ...stored,
      chatbot: { ...stored.chatbot, name: 'Ava' },
      cache: { ...stored.cache, maxEntries: 1050, expirationTime: 90 },
    };
    const { settings, dropped } = parseStoredSettings(record);
    expect(dropped).toEqual(['cache.maxEntries']);
    expect(settings.cache.maxEntries).toBe(defaultSettings().cache.maxEntries);
    expect(settings.cache.expirationTime).toBe(90);
    expect(settings.chatbot.name).toBe('Ava');
  });
});

describeEachDatabase('settings on two instances', (kind: DatabaseKind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('applies a change saved by another instance and tells listeners where it came from', async () => {
    const a = new SettingsService(database.db);
    const b = new SettingsService(database.db);
    await a.load();
    await b.load();
    const seen: string[] = [];
    a.onChange((s, origin) => seen.push(`a ${origin} ${s.cache.maxEntries}`));
    b.onChange((s, origin) => seen.push(`b ${origin} ${s.cache.maxEntries}`));
    await a.save({ ...a.get(), cache: { ...a.get().cache, maxEntries: 300 } });
    await b.sync();
    expect(b.get().cache.maxEntries).toBe(300);
    // Nothing new: no second notice.
    await b.sync();
    await a.sync();
    expect(seen).toEqual(['a local 300', 'b remote 300']);
    // A record written with an outdated field still loads, with that field's default.
    await writeSettingsRow(database.db, { ...a.get(), session: { ...a.get().session, timeout: 'soon' } });
    await b.sync();
    expect(b.get().session.timeout).toBe(defaultSettings().session.timeout);
    expect(b.get().cache.maxEntries).toBe(300);
  });
});
