import { queryOptions } from '@tanstack/react-query';
import type {
  ChildAccessSettings,
  ChildDevicesResponse,
  ChildMeResponse,
  FamilyCodeResponse,
} from '#server/contract.ts';
import { api, isApiError } from '../../../lib/api.ts';
import { childAccessPl } from '../../../i18n/child-access.ts';

const enc = encodeURIComponent;

/** The signed-in child: who they are and whether they may practise now. */
export const childMeQuery = queryOptions({
  queryKey: ['child', 'me'],
  queryFn: () => api.get<ChildMeResponse>('/api/child/me'),
  staleTime: 30_000,
});

/** Why the signed-in child cannot practise now, in words for the child (never a plan or a price), or null. */
export function childPracticeRefusal(me: Pick<ChildMeResponse, 'reason'>): string | null {
  const t = childAccessPl.home;
  return me.reason === 'ask_parent'
    ? t.askParent
    : me.reason === 'daily_limit'
      ? t.dailyLimit
      : me.reason === 'quiet_hours'
        ? t.quietHours
        : null;
}

export const familyCodeQuery = queryOptions({
  queryKey: ['family-code'],
  queryFn: () => api.get<FamilyCodeResponse>('/api/family-code'),
  staleTime: Infinity,
});

export const childAccessQuery = (studentId: string) =>
  queryOptions({
    queryKey: ['child-access', studentId],
    queryFn: () => api.get<ChildAccessSettings>(`/api/students/${enc(studentId)}/child-access`),
  });

export const childDevicesQuery = (studentId: string) =>
  queryOptions({
    queryKey: ['child-devices', studentId],
    queryFn: () => api.get<ChildDevicesResponse>(`/api/students/${enc(studentId)}/devices`),
  });

/** The token of a sign-in link: it travels after the # so it never reaches a server log. */
export function tokenFromHash(hash: string): string | null {
  const token = hash.replace(/^#/, '').trim();
  return /^[\w-]{20,200}$/.test(token) ? token : null;
}

/** "ABCD-2345" as the child types it: upper case, the dash added after four characters. */
export function formatFamilyCode(typed: string): string {
  const plain = typed
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 8);
  return plain.length > 4 ? `${plain.slice(0, 4)}-${plain.slice(4)}` : plain;
}

/** The parent's "Logowanie dziecka" page for one child. */
export function childLoginPath(studentId: string): string {
  return `/parent/children/${enc(studentId)}/login`;
}

/** What a child reads when the plan or the parent's limits stop practice (never a price or a plan). */
export function childRefusal(e: unknown): string | null {
  return isApiError(e, 'child.ask_parent', 'practice_time.daily_limit', 'practice_time.quiet_hours') ? e.message : null;
}
