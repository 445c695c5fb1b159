import { Hono } from 'hono';
import { currentUser, requireConsent, requireUser, requireVerifiedEmail } from '../../auth/guards.ts';
import type { AppEnv } from '../../http/env.ts';
import { readJson } from '../../http/validate.ts';
import type { SettingsRepository } from './settings.repository.ts';
import { settingsBody } from './settings.schemas.ts';
import { getSettings, saveSettings } from './settings.usecases.ts';

/** GET|POST /api/parent/settings: the full settings object (spec section 7). */
export function settingsRoutes(deps: {
  settings: SettingsRepository;
  hasConsent: (userId: string) => Promise<boolean>;
  now: () => Date;
}) {
  const guards = [requireUser, requireVerifiedEmail, requireConsent(deps.hasConsent)] as const;
  return new Hono<AppEnv>()
    .get('/settings', ...guards, async (c) => {
      return c.json(await getSettings({ parentId: currentUser(c).id }, deps));
    })
    .post('/settings', ...guards, async (c) => {
      const settings = await readJson(c, settingsBody);
      return c.json(await saveSettings({ parentId: currentUser(c).id, settings }, deps));
    });
}
