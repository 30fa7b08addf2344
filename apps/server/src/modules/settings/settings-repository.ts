import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

export const SETTINGS_KEY = 'chatbot_settings';

export async function readSettingsRow(db: Db): Promise<unknown | undefined> {
  const rows = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SETTINGS_KEY));
  return rows[0]?.value;
}

export async function writeSettingsRow(db: Db, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key: SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
