import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { attempts, diagnosticAttempts, diagnostics, mockExams, practiceSessions } from '../db/schema/index.ts';
import type { AppError } from '../errors.ts';
import type { AppEnv } from '../http/env.ts';
import { currentLearner, type Learner } from './guards.ts';

/** What a learning route names by id, each row with the child it belongs to. */
const OWNED = {
  practiceSession: practiceSessions,
  diagnosticAttempt: diagnosticAttempts,
  diagnostic: diagnostics,
  mockExam: mockExams,
  attempt: attempts,
} as const;
export type OwnedKind = keyof typeof OWNED;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Keeps a child session to its own child (docs/decisions/0019-child-sessions.md). The learning
 * use-cases scope every read to the family (`parentId`); for a child the routes also check, with
 * these, that the child or the row named in the request is the child's own, and answer another
 * child's exactly as a missing one (the same not-found error the use-case gives another family).
 * For a parent both checks are no-ops.
 */
export function createChildScope(db: Db) {
  async function studentOf(kind: OwnedKind, id: string): Promise<string | null> {
    if (!UUID.test(id)) return null;
    const table = OWNED[kind];
    const [row] = await db.select({ studentId: table.studentId }).from(table).where(eq(table.id, id)).limit(1);
    return row?.studentId ?? null;
  }

  return {
    /** The learner of the request, after checking that a named child (if any) is a child's own. */
    learner(c: Context<AppEnv>, studentId: string | null | undefined, notFound: () => AppError): Learner {
      const learner = currentLearner(c);
      if (learner.studentId !== null && studentId != null && studentId !== learner.studentId) throw notFound();
      return learner;
    },

    /** The learner of the request, after checking that the row `id` of `kind` is a child's own. */
    async owning(c: Context<AppEnv>, kind: OwnedKind, id: string, notFound: () => AppError): Promise<Learner> {
      const learner = currentLearner(c);
      if (learner.studentId !== null && (await studentOf(kind, id)) !== learner.studentId) throw notFound();
      return learner;
    },
  };
}

export type ChildScope = ReturnType<typeof createChildScope>;
