import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { offersLightMode } from '#core/notifications/settings.ts';
import { settingsQuery } from '../../settings/lib/settings.ts';
import { childMeQuery } from '../../../lib/child-status.ts';
import { useStatus } from '../../../lib/session.ts';
import './light-mode.css';
import { studentQuery } from '../../../lib/student-query.ts';

/** Whether the child's screens use light mode: the parent switched it on, and the child's grade offers it. */
export function useLightMode(studentId: string): boolean {
  const { data: status } = useStatus();
  const isChild = status?.child != null;
  // A child's device reads the parent's choice from its own profile, never the parent's settings.
  const childMe = useQuery({ ...childMeQuery, enabled: isChild });
  const settings = useQuery({ ...settingsQuery, retry: false, enabled: status !== undefined && !isChild });
  const student = useQuery(studentQuery(studentId));
  if (isChild) return childMe.data?.lightMode === true;
  const grade = student.data?.student.grade;
  return settings.data?.light_mode_enabled === true && grade !== undefined && offersLightMode(grade);
}

/** Wraps a child's learning screen; in light mode it carries the class light-mode.css styles. */
export function LightModeScope({ studentId, children }: { studentId: string; children: ReactNode }) {
  const light = useLightMode(studentId);
  return (
    <div className={light ? 'light-mode' : undefined} data-testid={light ? 'light-mode' : undefined}>
      {children}
    </div>
  );
}
