import { type ZodType, z } from 'zod';

export interface RouteDoc {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path under /api/v1, with {param} placeholders. */
  path: string;
  summary: string;
  tag: string;
  body?: ZodType;
  query?: ZodType;
  response?: ZodType;
  /** Extra documented statuses, e.g. { 404: 'Session not found' }. */
  errors?: Record<number, string>;
  auth?: 'admin';
}

/** Route descriptions collected from the modules; the OpenAPI document is generated from their zod schemas. */
export class ApiDocs {
  private readonly routes: RouteDoc[] = [];

  add(...docs: RouteDoc[]): void {
    this.routes.push(...docs);
  }

  list(): readonly RouteDoc[] {
    return this.routes;
  }

  document(): Record<string, unknown> {
    const paths: Record<string, Record<string, unknown>> = {};
    const errorSchema = {
      type: 'object',
      properties: {
        error: {
          type: 'object',
          properties: { code: { type: 'string' }, message: { type: 'string' } },
          required: ['code', 'message'],
        },
      },
    };
    for (const r of this.routes) {
      const operation: Record<string, unknown> = { summary: r.summary, tags: [r.tag] };
      const params = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
        name: m[1],
        in: 'path',
        required: true,
        schema: { type: 'string' },
      }));
      if (r.query) {
        const schema = z.toJSONSchema(r.query, { io: 'input', unrepresentable: 'any' }) as {
          properties?: Record<string, unknown>;
          required?: string[];
        };
        for (const [name, prop] of Object.entries(schema.properties ?? {})) {
          params.push({
            name,
            in: 'query',
            required: schema.required?.includes(name) ?? false,
            schema: prop as never,
          });
        }
      }
      if (params.length) operation.parameters = params;
      if (r.body) {
        operation.requestBody = {
          required: true,
          content: {
            'application/json': { schema: z.toJSONSchema(r.body, { io: 'input', unrepresentable: 'any' }) },
          },
        };
      }
      const responses: Record<string, unknown> = {
        200: {
          description: 'OK',
          ...(r.response
            ? {
                content: {
                  'application/json': { schema: z.toJSONSchema(r.response, { unrepresentable: 'any' }) },
                },
              }
            : {}),
        },
        400: { description: 'Invalid input', content: { 'application/json': { schema: errorSchema } } },
      };
      if (r.auth === 'admin') {
        responses[401] = { description: 'Not signed in' };
        responses[403] = { description: 'Not an administrator' };
        operation.security = [{ cookieAuth: [] }, { bearerAuth: [] }];
      }
      for (const [status, description] of Object.entries(r.errors ?? {})) {
        responses[status] = { description, content: { 'application/json': { schema: errorSchema } } };
      }
      operation.responses = responses;
      paths[`/api/v1${r.path}`] = { ...paths[`/api/v1${r.path}`], [r.method]: operation };
    }
    return {
      openapi: '3.1.0',
      info: {
        title: 'Parley API',
        version: '1.0.0',
        description: 'Self-hosted multilingual customer-support chat.',
      },
      components: {
        securitySchemes: {
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'parley.session_token' },
          bearerAuth: { type: 'http', scheme: 'bearer' },
        },
      },
      paths,
    };
  }
}
