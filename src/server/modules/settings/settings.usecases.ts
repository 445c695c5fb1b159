import { ENABLED_SETTING, type NotificationKind, type ParentSettings } from '#core/notifications/settings.ts';
import type { SettingsRepository } from './settings.repository.ts';

export function getSettings(data: { parentId: string }, deps: { settings: SettingsRepository }) {
  return deps.settings.get(data.parentId);
}

export function saveSettings(
  data: { parentId: string; settings: ParentSettings },
  deps: { settings: SettingsRepository; now: () => Date },
) {
  return deps.settings.save(data.parentId, data.settings, deps.now());
}

/** One-click unsubscribe: switches one kind of e-mail off, leaving every other setting as it was. */
export async function switchOff(
  data: { parentId: string; kind: NotificationKind },
  deps: { settings: SettingsRepository; now: () => Date },
): Promise<ParentSettings | null> {
  // A deleted account gets no e-mail anyway: nothing to switch off.
  if (!(await deps.settings.accountExists(data.parentId))) return null;
  const current = await deps.settings.get(data.parentId);
  return deps.settings.save(data.parentId, { ...current, [ENABLED_SETTING[data.kind]]: false }, deps.now());
}
