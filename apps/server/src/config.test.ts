import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies defaults on an empty environment', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SEED_DEMO).toBe(true);
  });

  it('lists every bad variable and asks to check the configuration', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('SEED_DEMO');
    expect(message).toContain('check your environment configuration');
  });

  it('treats empty strings as unset and parses flags', () => {
    const c = loadConfig({ DATABASE_URL: '', SEED_DEMO: 'false' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SEED_DEMO).toBe(false);
  });

  it('requires a model name when an LLM server is configured', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1' })).toThrow(/LLM_MODEL/);
  });

  it('requires a model name when an embeddings server is configured', () => {
    expect(() => loadConfig({ EMBEDDINGS_BASE_URL: 'http://localhost:11434/v1' })).toThrow(
      /EMBEDDINGS_MODEL/,
    );
    expect(() => loadConfig({ EMBEDDINGS_BASE_URL: 'localhost:11434' })).toThrow(/EMBEDDINGS_BASE_URL/);
    const c = loadConfig({ EMBEDDINGS_BASE_URL: 'http://localhost:11434/v1', EMBEDDINGS_MODEL: 'bge-m3' });
    expect(c.EMBEDDINGS_MODEL).toBe('bge-m3');
  });

  it('reads TRUST_PROXY as off, a hop count or a list of proxy networks', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toMatchObject({ kind: 'list' });
    expect(() => loadConfig({ TRUST_PROXY: 'my-proxy' })).toThrow(
      /TRUST_PROXY: must be false, true, a number/,
    );
  });
});
