import { createRoute } from '@hono/zod-openapi';
import { publicSettingsResponseSchema } from '@parley/contract/admin';
import { chatbotSettingsSchema } from '@parley/contract/settings';
import { adminErrors, adminOnly, apiRouter, json, jsonBody } from '../../http/api-route.ts';
import type { AppEnv } from '../../http/request-context.ts';
import type { AuthedEnv } from '../auth/current-user.ts';
import type { SettingsService } from './settings-service.ts';

const publicSettings = createRoute({
  method: 'get',
  path: '/settings/public',
  tags: ['settings'],
  summary: 'Chatbot name, welcome messages, languages and branding for the widget; whether mail is set up',
  responses: { 200: json(publicSettingsResponseSchema) },
});

/** What visitors may know of the settings: never the system prompt or security values. */
export function publicSettingsRoutes(
  settings: SettingsService,
  extras: {
    authProviders: { id: string; name: string }[];
    translationAvailable: boolean;
    mailConfigured: boolean;
  },
) {
  return apiRouter<AppEnv>().openapi(publicSettings, (c) => {
    const { chatbot, branding, session, dataRetention } = settings.get();
    return c.json(
      {
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
      },
      200,
    );
  });
}

const admin = { ...adminOnly, tags: ['admin: settings'] };
const readSettings = createRoute({
  ...admin,
  method: 'get',
  path: '/settings',
  summary: 'The chatbot_settings record',
  responses: { 200: json(chatbotSettingsSchema), ...adminErrors() },
});
const saveSettings = createRoute({
  ...admin,
  method: 'put',
  path: '/settings',
  summary: 'Validate and save the whole settings object',
  request: { body: jsonBody(chatbotSettingsSchema) },
  responses: { 200: json(chatbotSettingsSchema), ...adminErrors() },
});

export function adminSettingsRoutes(settings: SettingsService) {
  return apiRouter<AuthedEnv>()
    .openapi(readSettings, (c) => c.json(settings.get(), 200))
    .openapi(saveSettings, async (c) => c.json(await settings.save(c.req.valid('json')), 200));
}
