import { describe, expect, it } from 'vitest';
import { prerenderedFile } from './prerendered-file.ts';

describe('prerenderedFile', () => {
  it('maps / and one-segment paths to pages/*.html', () => {
    expect(prerenderedFile('/')).toBe('pages/index.html');
    expect(prerenderedFile('/privacy')).toBe('pages/privacy.html');
    expect(prerenderedFile('/account-deleted')).toBe('pages/account-deleted.html');
  });

  it('never maps a path that could leave pages/ or name another file', () => {
    for (const path of ['/..', '/../index', '/a/b', '/privacy/', '/Privacy', '/privacy.html', '/%2e%2e', '']) {
      expect(prerenderedFile(path), path).toBeNull();
    }
  });
});
