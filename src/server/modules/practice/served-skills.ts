import { createLruCache } from '../../lru-cache.ts';

/** How many served, unanswered questions an instance remembers the skill of (about 150 bytes each). */
export const SERVED_SKILLS_SIZE = 20_000;

/**
 * The skill of each question this instance served, until it is answered: an answer then reads
 * the session, the question and the learner's rows for that skill in one statement. A question
 * served by another instance (or before a restart) is not here; its answer reads in two.
 */
export function createServedSkills(size = SERVED_SKILLS_SIZE) {
  // Past the size, the least recently used is forgotten.
  const skills = createLruCache<string>(size);
  return {
    remember(attemptId: string, skillId: string): void {
      skills.set(attemptId, skillId);
    },
    skillOf(attemptId: string): string | undefined {
      return skills.get(attemptId);
    },
    forget(attemptId: string): void {
      skills.delete(attemptId);
    },
  };
}

export type ServedSkills = ReturnType<typeof createServedSkills>;
