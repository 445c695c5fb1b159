/**
 * The diagnostic's recommendations (spec section 9: at most 4). Each names what to do next, in
 * the order practice takes it: the topics the test could not place (practice checks them first),
 * topics to learn or still in progress (their weakest skill, prerequisites first), then — when
 * room is left, as after a strong result — the grade's next material and the parent's goal.
 */
import type { Goal, Grade } from '../curriculum/student-profile.ts';
import type { DiagnosticSkill, TopicId, TopicResult } from './diagnostic.ts';
import { BUCKET_KNOW, toPercent } from './mastery.ts';

export const MAX_RECOMMENDATIONS = 4;

export interface RecommendationInput {
  grade: Grade;
  goal?: Goal | undefined;
  /** The grade's skills (introduced at or before it), each with its topics. */
  skills: readonly (DiagnosticSkill & { topics: readonly TopicId[] })[];
  topics: readonly TopicResult[];
  /** Estimated mastery (probability) per skill. */
  mastery: ReadonlyMap<string, number>;
}

const GRADE_NAMES: Readonly<Record<Grade, string>> = {
  '5': 'klasy 5',
  '6': 'klasy 6',
  '7': 'klasy 7',
  '8': 'klasy 8',
  '1LO': '1 klasy liceum',
};

const GOAL_TEXT: Readonly<Record<Goal, string>> = {
  exam_70:
    'Cel: egzamin na 70% i więcej — opanowane tematy wrócą w powtórkach, a w ćwiczeniach dojdą trudniejsze zadania.',
  catch_up: 'Cel: nadrobienie zaległości — ćwiczenia skupią się na podstawach, na których opiera się reszta materiału.',
  habit: 'Cel: regularna nauka — krótka sesja kilka razy w tygodniu utrwali to, co już opanowane.',
  other: 'Opanowane tematy wrócą w powtórkach, żeby wiedza została na dłużej.',
};

/** The topics the test could not place, which practice checks before anything else. */
function openTopicsSentence(open: readonly TopicResult[]): string {
  const [only] = open;
  if (open.length === 1 && only)
    return (
      `Najpierw sprawdzimy w ćwiczeniach temat „${only.name}” (${only.correct} z ${only.total} poprawnych ` +
      'w teście — za mało odpowiedzi, by ocenić).'
    );
  return (
    'Najpierw sprawdzimy w ćwiczeniach tematy, o których test powiedział za mało: ' +
    `${open.map((t) => `„${t.name}” (${t.correct} z ${t.total} poprawnych)`).join(', ')}.`
  );
}

/** Skill ids in an order where every prerequisite comes before the skills built on it. */
export function prerequisiteOrder(skills: ReadonlyMap<string, DiagnosticSkill>): Map<string, number> {
  const order = new Map<string, number>();
  const visit = (id: string, stack: Set<string>): void => {
    if (order.has(id) || stack.has(id)) return;
    stack.add(id);
    for (const p of skills.get(id)?.prerequisites ?? []) if (skills.has(p)) visit(p, stack);
    order.set(id, order.size);
  };
  for (const id of skills.keys()) visit(id, new Set());
  return order;
}

export function diagnosticRecommendations(input: RecommendationInput): string[] {
  const byId = new Map(input.skills.map((s) => [s.id, s]));
  const order = prerequisiteOrder(byId);
  const p = (id: string): number => input.mastery.get(id) ?? 0;
  const used = new Set<string>();
  const weakestOf = (topicId: TopicId): DiagnosticSkill | undefined => {
    const skill = input.skills
      .filter((s) => s.topics.includes(topicId) && !used.has(s.id))
      .sort((a, b) => p(a.id) - p(b.id))[0];
    if (skill) used.add(skill.id);
    return skill;
  };

  // Practice checks the open topics first (see nextPracticeItem): one sentence names them all.
  const open = input.topics.filter((t) => t.bucket === 'open');
  const out = open.length > 0 ? [openTopicsSentence(open)] : [];

  // Per weak topic, its weakest skill; then prerequisites before what builds on them.
  const weak = input.topics
    .filter((t) => t.bucket === 'to_learn' || t.bucket === 'in_progress')
    .sort((a, b) => a.percentage - b.percentage)
    .slice(0, MAX_RECOMMENDATIONS - out.length)
    .flatMap((topic) => {
      const skill = weakestOf(topic.topicId);
      return skill ? [{ topic, skill }] : [];
    })
    .sort((a, b) => order.get(a.skill.id)! - order.get(b.skill.id)!);
  for (const { topic, skill } of weak) {
    const lead = out.length === 0 ? 'Zacznij od tematu' : 'Potem przećwicz temat';
    const why = topic.bucket === 'to_learn' ? 'do nauki' : 'w trakcie nauki';
    out.push(`${lead} „${skill.name}” (${topic.name}: ${why}, szacowane opanowanie ${toPercent(p(skill.id))}%).`);
  }

  if (out.length < MAX_RECOMMENDATIONS) {
    // The grade's own material not yet known, foundations first.
    const next = input.skills
      .filter((s) => s.grade === input.grade && !used.has(s.id) && toPercent(p(s.id)) < BUCKET_KNOW)
      .sort((a, b) => order.get(a.id)! - order.get(b.id)!)[0];
    if (next) {
      used.add(next.id);
      out.push(
        `Następny krok: nowy materiał ${GRADE_NAMES[input.grade]} — „${next.name}” ` +
          `(szacowane opanowanie ${toPercent(p(next.id))}%).`,
      );
    }
  }
  if (out.length < MAX_RECOMMENDATIONS && input.goal) out.push(GOAL_TEXT[input.goal]);
  if (out.length === 0) out.push(GOAL_TEXT.other);
  return out;
}
