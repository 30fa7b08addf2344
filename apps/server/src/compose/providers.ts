import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { keepOriginals, type Translate } from '../modules/translate/translate-routes.ts';
import type { CacheStore } from '../providers/cache/cache-store.ts';
import { FallbackCacheStore } from '../providers/cache/fallback-cache-store.ts';
import { MemoryCacheStore } from '../providers/cache/memory-cache-store.ts';
import { CircuitBreaker } from '../providers/circuit-breaker.ts';
import { OpenAiCompatibleLlm } from '../providers/llm/openai-compatible-llm.ts';
import { translateTexts } from '../providers/llm/translate-with-llm.ts';
import { FallbackRateLimiter } from '../providers/rate-limit/fallback-rate-limiter.ts';
import { MemoryRateLimiter } from '../providers/rate-limit/memory-rate-limiter.ts';
import type { RateLimiter } from '../providers/rate-limit/rate-limiter.ts';

/**
 * The providers each deployment chooses by its environment: cache and rate limits in process, or in Redis
 * behind one circuit breaker (during an outage both fall back to the process and /readyz says so); an
 * OpenAI-compatible LLM or none.
 */
export async function composeProviders(config: Config, logger: Logger, cacheEntries: number) {
  const memoryCache = new MemoryCacheStore({ maxEntries: cacheEntries });
  const redisBreaker = config.REDIS_URL
    ? new CircuitBreaker({
        onOpen: (err) => logger.warn({ err }, 'redis unavailable; using the in-process cache and limits'),
        onClose: () => logger.info('redis is back'),
      })
    : undefined;
  // Redis clients are loaded only when Redis is configured.
  const cacheStore: CacheStore =
    config.REDIS_URL && redisBreaker
      ? new FallbackCacheStore(
          new (await import('../providers/cache/redis-cache-store.ts')).RedisCacheStore({
            url: config.REDIS_URL,
            namespace: 'parley:answers',
            maxEntries: cacheEntries,
          }),
          memoryCache,
          redisBreaker,
        )
      : memoryCache;
  const limiter: RateLimiter =
    config.REDIS_URL && redisBreaker
      ? new FallbackRateLimiter(
          new (await import('../providers/rate-limit/redis-rate-limiter.ts')).RedisRateLimiter({
            url: config.REDIS_URL,
            prefix: 'parley:rl',
          }),
          new MemoryRateLimiter(),
          redisBreaker,
        )
      : new MemoryRateLimiter();
  const llm =
    config.LLM_BASE_URL && config.LLM_MODEL
      ? new OpenAiCompatibleLlm({
          baseUrl: config.LLM_BASE_URL,
          model: config.LLM_MODEL,
          ...(config.LLM_API_KEY ? { apiKey: config.LLM_API_KEY } : {}),
        })
      : undefined;
  const translate: Translate = llm
    ? (texts, from, to) => translateTexts(llm, texts, from, to)
    : keepOriginals;
  return { redisBreaker, cacheStore, limiter, llm, translate };
}
