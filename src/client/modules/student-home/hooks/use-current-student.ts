import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Student } from '#server/contract.ts';
import { childrenQuery } from '../../settings/lib/settings.ts';
import { useStatus } from '../../../lib/session.ts';

export interface CurrentStudent {
  /** The child whose home is shown; null while loading or when the family has no child. */
  studentId: string | null;
  /** The children a parent may switch between (one for a child's own session). */
  choices: readonly Pick<Student, 'id' | 'nickname'>[];
  choose: (studentId: string) => void;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * Which child the home (/student) shows: the one place that decides it. A parent picks one of
 * the family's children (`?child=` in the address, else the first); a child's own session (issue
 * 23, docs/decisions/0019-child-sessions.md) answers here with that child alone.
 */
export function useCurrentStudent(): CurrentStudent {
  const [params, setParams] = useSearchParams();
  const { data: status } = useStatus();
  const child = status?.child ?? null;
  // A child's own session is refused the family's list: it is its own one child.
  const children = useQuery({ ...childrenQuery, enabled: status !== undefined && child === null });
  if (child) {
    return {
      studentId: child.studentId,
      choices: [{ id: child.studentId, nickname: child.nickname }],
      choose: () => undefined,
      isPending: false,
      isError: false,
      refetch: () => undefined,
    };
  }
  const list = children.data?.students ?? [];
  const asked = params.get('child');
  const current = list.find((c) => c.id === asked) ?? list[0] ?? null;
  return {
    studentId: current?.id ?? null,
    choices: list.map((c) => ({ id: c.id, nickname: c.nickname })),
    choose: (id) => setParams({ child: id }, { replace: true }),
    isPending: children.isPending,
    isError: children.isError,
    refetch: () => void children.refetch(),
  };
}
