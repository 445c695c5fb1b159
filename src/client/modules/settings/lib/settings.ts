import { queryOptions } from '@tanstack/react-query';
import type {
  ParentSettingsResponse,
  SavedParentSettingsResponse,
  Student,
  TestNotificationResponse,
} from '#server/contract.ts';
import type { NotificationKind } from '#core/notifications/settings.ts';
import { api } from '../../../lib/api.ts';

export type ParentSettings = ParentSettingsResponse;

/** Spec 4: the settings screen loads once and edits locally; nothing refetches under the parent's edits. */
export const settingsQuery = queryOptions({
  queryKey: ['parent', 'settings'],
  queryFn: () => api.get<ParentSettingsResponse>('/api/parent/settings'),
  staleTime: Infinity,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
});

export const saveSettings = (settings: ParentSettings) =>
  api.post<SavedParentSettingsResponse>('/api/parent/settings', settings);

export const sendTestNotification = (type: NotificationKind) =>
  api.post<TestNotificationResponse>('/api/notifications/test', { type });

/** The family's children (nickname and grade decide where light mode applies). */
export const childrenQuery = queryOptions({
  queryKey: ['students'],
  queryFn: () => api.get<{ students: Student[] }>('/api/students'),
  staleTime: 30_000,
});
