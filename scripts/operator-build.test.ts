import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** The first step of `npm run build`, with the given environment (and no other OPERATOR_*). */
function checkBuildEnv(env: Record<string, string>) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('OPERATOR_')));
  return spawnSync(process.execPath, ['scripts/check-build-env.ts'], {
    env: { ...clean, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('the operator in the build (src/core/operator.ts)', () => {
  it('a production build refuses to run without the operator named on the legal pages', () => {
    const refused = checkBuildEnv({ NODE_ENV: 'production', OPERATOR_NAME: 'Celujący sp. z o.o.' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('set OPERATOR_ADDRESS, OPERATOR_PHONE');
    const named = checkBuildEnv({
      NODE_ENV: 'production',
      OPERATOR_NAME: 'Celujący sp. z o.o.',
      OPERATOR_ADDRESS: 'ul. Lipowa 3, 00-950 Warszawa',
      OPERATOR_PHONE: '+48 22 123 45 67',
    });
    expect(named.stderr).toBe('');
    expect(named.status).toBe(0);
  });

  it('any other build keeps the placeholders and says so', () => {
    const dev = checkBuildEnv({ NODE_ENV: 'development' });
    expect(dev.status).toBe(0);
    expect(dev.stderr).toContain('placeholders');
  });
});
