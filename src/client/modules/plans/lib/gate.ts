import { canAddChild, canLearn } from '#core/plans/gating.ts';
import { planName } from '#core/plans/catalogue.ts';
import { useQuery } from '@tanstack/react-query';
import { useStatus } from '../../../lib/session.ts';
import { childMeQuery } from '../../../lib/child-status.ts';
import { useGatingStatus } from './api.ts';

/**
 * Whether starting a session or a diagnostic would be refused (the trial is over and no plan
 * runs): the start buttons then say so and lead to the plans, before anyone clicks into a 402.
 * Unknown while the status loads (false): the server still refuses, and the flows handle it.
 */
export function useLearningBlocked(): boolean {
  const { data: status } = useStatus();
  const child = status?.child != null;
  // A child's session is refused the family's plan; the child's own status says whether they may practise.
  const { data } = useGatingStatus(status !== undefined && !child);
  const { data: me } = useQuery({ ...childMeQuery, enabled: child });
  if (child) return me ? !me.canPractise : false;
  return data ? !canLearn(data) : false;
}

/** The plan's child limit when the family has reached it, else null (the same rule as the server). */
export function useChildLimitReached(children: number | undefined): { plan: string; max: number } | null {
  const { data } = useGatingStatus();
  if (!data || children === undefined || canAddChild(data, children)) return null;
  return { plan: planName(data.activePlan), max: data.maxChildren };
}
