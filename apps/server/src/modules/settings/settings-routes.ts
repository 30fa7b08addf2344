import { publicSettingsResponseSchema } from '@parley/contract/admin';
import { chatbotSettingsSchema } from '@parley/contract/settings';
import { Hono } from 'hono';
import type { ApiDocs } from '../../http/openapi.ts';
import type { AppEnv } from '../../http/request-context.ts';
import type { AuthedEnv } from '../auth/current-user.ts';
import type { SettingsService } from './settings-service.ts';

/** What visitors may know of the settings: never the system prompt or security values. */
export function publicSettingsRoutes(
  settings: SettingsService,
  extras: {
    authProviders: { id: string; name: string }[];
    translationAvailable: boolean;
    mailConfigured: boolean;
  },
  docs: ApiDocs,
) {
  docs.add({
    method: 'get',
    path: '/settings/public',
    tag: 'settings',
    summary: 'Chatbot name, welcome messages, languages and branding for the widget; whether mail is set up',
    response: publicSettingsResponseSchema,
  });
  return new Hono<AppEnv>().get('/settings/public', (c) => {
    const { chatbot, branding, session, dataRetention } = settings.get();
    return c.json({
      chatbot: {
        name: chatbot.name,
        welcomeMessage: chatbot.welcomeMessage,
        welcomeMessages: chatbot.welcomeMessages,
        defaultLanguage: chatbot.defaultLanguage,
        languages: chatbot.languages,
      },
      branding,
      ...extras,
      visitors: { allowAnonymous: session.allowAnonymous },
      retention: {
        sessionTtlDays: session.ttl,
        autoExpiry: dataRetention.enableAutoExpiry,
        analyticsRetentionDays: dataRetention.analyticsRetentionDays,
        anonymizedStorage: dataRetention.enableAnonymizedStorage,
        trainingDataCollection: dataRetention.enableTrainingDataCollection,
      },
    });
  });
}

export function adminSettingsRoutes(settings: SettingsService, docs: ApiDocs) {
  const admin = { auth: 'admin' as const, tag: 'admin: settings' };
  docs.add(
    {
      ...admin,
      method: 'get',
      path: '/admin/settings',
      summary: 'The chatbot_settings record',
      response: chatbotSettingsSchema,
    },
    {
      ...admin,
      method: 'put',
      path: '/admin/settings',
      summary: 'Validate and save the whole settings object',
      body: chatbotSettingsSchema,
      response: chatbotSettingsSchema,
    },
  );
  return new Hono<AuthedEnv>()
    .get('/settings', (c) => c.json(settings.get()))
    .put('/settings', async (c) => c.json(await settings.save(await c.req.json())));
}
