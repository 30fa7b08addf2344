import { type Config, ConfigError, loadConfig } from '../config.ts';
import { OpenAiCompatibleEmbeddings } from '../providers/embeddings/openai-compatible-embeddings.ts';
import { OpenAiCompatibleLlm } from '../providers/llm/openai-compatible-llm.ts';
import { checkDatabase } from './doctor-database.ts';

export interface Check {
  name: string;
  status: 'ok' | 'warn' | 'fail';
  detail: string;
  /** What the operator should do; absent when nothing is needed. */
  fix?: string;
}

const TIMEOUT_MS = 5000;
const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

function checkSettings(config: Config): Check[] {
  const checks: Check[] = [{ name: 'configuration', status: 'ok', detail: 'every variable is valid' }];
  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL && config.ALLOWED_HOSTS.length === 0)
    checks.push({
      name: 'public address',
      status: 'warn',
      detail:
        'neither PUBLIC_URL nor ALLOWED_HOSTS is set: password reset mails carry a link only for loopback hosts',
      fix: 'Set PUBLIC_URL to the address people open Parley on, e.g. https://chat.example.com.',
    });
  return checks;
}

/** Runs one reachability check: its result line when it works, the failure and its fix otherwise. */
async function probe(
  name: string,
  run: () => Promise<string>,
  failure: { detail: string; fix: string },
  cleanUp?: () => void,
): Promise<Check> {
  try {
    return { name, status: 'ok', detail: await run() };
  } catch (err) {
    return { name, status: 'fail', detail: `${failure.detail} (${reason(err)})`, fix: failure.fix };
  } finally {
    cleanUp?.();
  }
}

async function checkRedis(url: string): Promise<Check> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: TIMEOUT_MS,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  return probe(
    'redis',
    async () => {
      await redis.connect();
      await redis.ping();
      return 'Redis answers PING';
    },
    {
      detail: 'Redis in REDIS_URL does not answer',
      fix: 'Start Redis or correct REDIS_URL. Meanwhile Parley serves with its cache and limits per instance.',
    },
    () => redis.disconnect(),
  );
}

async function checkMail(config: Config): Promise<Check> {
  if (!config.SMTP_URL)
    return {
      name: 'mail',
      status: 'warn',
      detail: 'SMTP_URL is not set: reset links and contact messages are kept in the outbox, not sent',
      fix: 'Set SMTP_URL (and MAIL_FROM) to send mail; without mail, use `npm run parley -- reset-password <email>`.',
    };
  const nodemailer = (await import('nodemailer')).default;
  const transport = nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
  });
  return probe(
    'mail',
    async () => {
      await transport.verify();
      return 'the SMTP server accepts the connection and login';
    },
    {
      detail: 'the SMTP server in SMTP_URL refused or did not answer',
      fix: 'Check the host, port, user and password in SMTP_URL (smtps:// for port 465, smtp:// with STARTTLS for 587).',
    },
    () => transport.close(),
  );
}

function checkLlm(config: Config): Promise<Check> | undefined {
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return undefined;
  const llm = new OpenAiCompatibleLlm({
    baseUrl: config.LLM_BASE_URL,
    model: config.LLM_MODEL,
    ...(config.LLM_API_KEY ? { apiKey: config.LLM_API_KEY } : {}),
  });
  const request = {
    temperature: 0,
    presencePenalty: 0,
    frequencyPenalty: 0,
    maxTokens: 2,
    timeoutMs: TIMEOUT_MS * 4,
  };
  return probe(
    'llm',
    async () => {
      await llm.complete({ messages: [{ role: 'user', content: 'Reply with OK.' }], ...request });
      return `${llm.model} answered a one-word completion`;
    },
    {
      detail: 'the language model did not answer',
      fix: 'Check LLM_BASE_URL (it ends in /v1), LLM_MODEL (the server must have it) and LLM_API_KEY. Without a model Parley still answers from FAQs and documents.',
    },
  );
}

function checkEmbeddings(config: Config): Promise<Check> | undefined {
  if (!config.EMBEDDINGS_BASE_URL || !config.EMBEDDINGS_MODEL) return undefined;
  const embeddings = new OpenAiCompatibleEmbeddings({
    baseUrl: config.EMBEDDINGS_BASE_URL,
    model: config.EMBEDDINGS_MODEL,
    ...(config.EMBEDDINGS_API_KEY ? { apiKey: config.EMBEDDINGS_API_KEY } : {}),
  });
  return probe(
    'embeddings',
    async () => {
      const [vector] = await embeddings.embed(['ping'], { timeoutMs: TIMEOUT_MS * 4 });
      return `${embeddings.model} returned a ${vector?.length}-number vector`;
    },
    {
      detail: 'the embeddings model did not answer',
      fix: 'Check EMBEDDINGS_BASE_URL (it ends in /v1), EMBEDDINGS_MODEL and EMBEDDINGS_API_KEY. Without it search is by words only.',
    },
  );
}

/** Checks what Parley depends on, as configured by `env`, and says what to fix for each problem. */
export async function runDoctor(env: Record<string, string | undefined>): Promise<Check[]> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return [
      {
        name: 'configuration',
        status: 'fail',
        detail: err.problems.join('; '),
        fix: 'Correct these variables in .env or the environment (see .env.example); nothing else was checked.',
      },
    ];
  }
  const checks = await Promise.all([
    checkDatabase(config),
    config.REDIS_URL ? checkRedis(config.REDIS_URL) : undefined,
    checkMail(config),
    checkLlm(config),
    checkEmbeddings(config),
  ]);
  return [...checkSettings(config), ...checks.filter((c): c is Check => c !== undefined)];
}

const MARK = { ok: 'ok  ', warn: 'WARN', fail: 'FAIL' } as const;

export function formatChecks(checks: Check[]): string {
  return checks
    .map((c) => `${MARK[c.status]} ${c.name}: ${c.detail}${c.fix ? `\n     fix: ${c.fix}` : ''}\n`)
    .join('');
}
