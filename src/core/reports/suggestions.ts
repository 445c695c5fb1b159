import { BUCKET_KNOW } from '../adaptive/mastery.ts';
import { skillName } from '../curriculum/skills.ts';

/** Suggestions per child in the weekly e-mail. */
export const MAX_SUGGESTIONS = 3;

/** What the learner model knows of one skill of the child. */
export interface SkillStanding {
  skillId: string;
  /** Mastery probability 0–1. */
  mastery: number;
  attempts: number;
  /** When the model wants the skill reviewed, epoch ms; null when no review is planned. */
  dueAt: number | null;
}

/**
 * Up to three concrete things to practise next, from the learner model: first the skills the
 * child practised but has not mastered (weakest first), then reviews that have come due.
 */
export function practiceSuggestions(skills: readonly SkillStanding[], now: number): string[] {
  const practised = skills.filter((s) => s.attempts > 0);
  const weak = practised
    .filter((s) => Math.round(100 * s.mastery) < BUCKET_KNOW)
    .sort((a, b) => a.mastery - b.mastery || b.attempts - a.attempts)
    .map((s) => `Poćwiczcie „${skillName(s.skillId)}” — opanowanie na razie ${Math.round(100 * s.mastery)}%.`);
  const weakIds = new Set(practised.filter((s) => Math.round(100 * s.mastery) < BUCKET_KNOW).map((s) => s.skillId));
  const reviews = practised
    .filter((s) => !weakIds.has(s.skillId) && s.dueAt !== null && s.dueAt <= now)
    .sort((a, b) => a.dueAt! - b.dueAt!)
    .map((s) => `Powtórzcie „${skillName(s.skillId)}” — krótka powtórka utrwali to, co już wychodzi.`);
  return [...weak, ...reviews].slice(0, MAX_SUGGESTIONS);
}
