import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to 10 connections and accepts a positive integer', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).DATABASE_POOL_SIZE).toBe(25);
  });

  it('refuses a size that is not a positive integer', () => {
    for (const value of ['0', '-3', '2.5', 'many']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: value }), value).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});
