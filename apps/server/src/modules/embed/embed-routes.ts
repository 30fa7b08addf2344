import { createRoute } from '@hono/zod-openapi';
import { WIDGET_POSITIONS } from '@parley/contract/widget-defaults';
import { z } from 'zod';
import { apiRouter, json } from '../../http/api-route.ts';
import { isOriginAllowed } from '../../http/cors.ts';
import type { AppEnv } from '../../http/request-context.ts';
import type { SettingsService } from '../settings/settings-service.ts';

const allowedRoute = createRoute({
  method: 'get',
  path: '/embed/allowed',
  tags: ['chat'],
  summary: "Whether the calling page's origin may embed the chat, and where the launcher sits",
  responses: {
    200: json(
      z.object({
        origin: z.string(),
        allowed: z.boolean(),
        position: z.enum(WIDGET_POSITIONS),
      }),
    ),
  },
});

/** The embed loader asks, from the host page, whether that page may embed the chat (readable from anywhere). */
export function embedRoutes(settings: SettingsService) {
  return apiRouter<AppEnv>().openapi(allowedRoute, (c) => {
    const origin = c.req.header('origin') ?? '';
    c.header('Access-Control-Allow-Origin', '*');
    const { allowedOrigins } = settings.get().security;
    return c.json(
      {
        origin,
        allowed: origin !== '' && isOriginAllowed(origin, allowedOrigins),
        // The loader places the iframe before the widget inside it has loaded the settings.
        position: settings.get().branding.position,
      },
      200,
    );
  });
}
