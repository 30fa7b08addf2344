import { z } from 'zod';
import { parseAddressList, parseTrustProxy } from './http/client-address.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const optionalUrl = (protocols: RegExp, hint: string) =>
  z.preprocess(emptyAsUndefined, z.string().regex(protocols, hint).optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(0)
    .max(65535, 'must be a port number (0-65535)')
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  // The embedded database waits for the disk at each commit (fsync) unless this is false: docs/operations.md.
  PGLITE_FSYNC: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL'),
  PUBLIC_URL: optionalUrl(
    /^https?:\/\/.+/,
    'must be an http:// or https:// URL such as https://chat.example.com',
  ),
  // Hosts (host or host:port, comma-separated) whose address may appear in links Parley mails when PUBLIC_URL
  // is unset; loopback hosts are always allowed. A request naming any other Host gets no link.
  ALLOWED_HOSTS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(
              /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/,
              'must be host names such as chat.example.com or chat.example.com:8080, comma-separated',
            ),
        ),
      )
      .default([]),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
  WEB_DIST_DIR: z.string().optional(),
  REDIS_URL: optionalUrl(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL'),
  LLM_BASE_URL: optionalUrl(
    /^https?:\/\/.+/,
    'must be the http(s) base URL of an OpenAI-compatible API, e.g. http://localhost:11434/v1',
  ),
  LLM_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  LLM_MODEL: z.preprocess(emptyAsUndefined, z.string().optional()),
  EMBEDDINGS_BASE_URL: optionalUrl(
    /^https?:\/\/.+/,
    'must be the http(s) base URL of an OpenAI-compatible API, e.g. http://localhost:11434/v1',
  ),
  EMBEDDINGS_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  EMBEDDINGS_MODEL: z.preprocess(emptyAsUndefined, z.string().optional()),
  SMTP_URL: optionalUrl(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().optional()),
  CONTACT_EMAIL_TO: z.preprocess(emptyAsUndefined, z.email('must be an email address').optional()),
  AUTH_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email('must be an email address').optional()),
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('false')
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (!parsed)
          ctx.addIssue({
            code: 'custom',
            message:
              'must be false, true, a number of proxy hops, or the proxies’ addresses/networks (e.g. 10.0.0.0/8, 192.168.1.5)',
          });
        return parsed ?? { kind: 'none' as const };
      }),
  ),
  // /metrics is served only to a request bearing this token or coming from METRICS_ALLOW; neither: no /metrics.
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  METRICS_ALLOW: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined;
        const parsed = parseAddressList(value);
        if (!parsed)
          ctx.addIssue({
            code: 'custom',
            message: 'must be addresses or networks, comma-separated (e.g. 127.0.0.1, 10.0.0.0/8)',
          });
        return parsed?.list;
      }),
  ),
});

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Parley cannot start: invalid configuration.\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'Please check your environment configuration (environment variables or .env; see .env.example).',
    );
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once; every bad variable is listed in one error. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const config = result.data;
  if (config.LLM_BASE_URL && !config.LLM_MODEL) {
    throw new ConfigError(['LLM_MODEL: required when LLM_BASE_URL is set (e.g. llama3.1 or gpt-4o-mini)']);
  }
  if (config.EMBEDDINGS_BASE_URL && !config.EMBEDDINGS_MODEL) {
    throw new ConfigError(['EMBEDDINGS_MODEL: required when EMBEDDINGS_BASE_URL is set (e.g. bge-m3)']);
  }
  if ((config.ADMIN_EMAIL && !config.ADMIN_PASSWORD) || (!config.ADMIN_EMAIL && config.ADMIN_PASSWORD)) {
    throw new ConfigError(['ADMIN_EMAIL / ADMIN_PASSWORD: set both or neither']);
  }
  return config;
}
