import { SKILLS } from '#core/curriculum/skills.ts';
import { itemAnswerText } from '#core/questions/answer-forms.ts';
import { toPublicQuestion } from '#core/questions/public.ts';
import { allTemplates, generateQuestion, getTemplate } from '#core/questions/registry.ts';
import type { Level } from '#core/questions/types.ts';
import { ContentErrors } from './content.errors.ts';
import type { ContentRepository } from './content.repository.ts';

/** The skill graph with the templates written for each skill (admin content browser). */
export function listSkills() {
  const bySkill = new Map<string, { id: string; title: string; examStyle: string }[]>();
  for (const t of allTemplates()) {
    bySkill.set(t.skillId, [
      ...(bySkill.get(t.skillId) ?? []),
      { id: t.id, title: t.title, examStyle: t.examStyle ?? 'standard' },
    ]);
  }
  return {
    skills: SKILLS.map((s) => ({
      id: s.id,
      name: s.name,
      grade: s.grade,
      areas: s.areas,
      prerequisites: s.prerequisites,
      templates: bySkill.get(s.id) ?? [],
    })),
  };
}

/** One full item, answer key included — admins only. */
export function sampleItem(data: { templateId: string; level: Level; seed: number }) {
  if (!getTemplate(data.templateId)) throw ContentErrors.templateNotFound();
  let item;
  try {
    item = generateQuestion(data.templateId, data.level, data.seed);
  } catch {
    throw ContentErrors.generationFailed();
  }
  return {
    item,
    answerText: itemAnswerText(item),
    publicQuestion: toPublicQuestion(item, `${data.templateId}#${data.level}#${data.seed}`),
  };
}

/**
 * The item exactly as it was stored when served (answer key, steps, common errors), for admins
 * reviewing a report or checking an answer; the attempt's own metadata comes alongside.
 */
export async function attemptItem(data: { attemptId: string }, deps: { content: ContentRepository }) {
  const row = await deps.content.findAttempt(data.attemptId);
  if (!row) throw ContentErrors.attemptNotFound();
  const { item } = row;
  return {
    attempt: {
      id: row.id,
      studentId: row.studentId,
      sessionId: row.sessionId,
      diagnosticAttemptId: row.diagnosticAttemptId,
      kind: row.kind,
      position: row.position,
      questionId: row.questionId,
      result: row.result,
      rawAnswer: row.rawAnswer,
      errorKey: row.errorKey,
      hintsUsed: row.hintsUsed,
      createdAt: row.createdAt.toISOString(),
      answeredAt: row.answeredAt?.toISOString() ?? null,
    },
    item,
    answerText: itemAnswerText(item),
  };
}

/** A mock exam task's stored item with its answer key (an admin checking a paper; the e2e tests' answer key). */
export async function examTaskItem(data: { taskId: string }, deps: { content: ContentRepository }) {
  const row = await deps.content.findExamTask(data.taskId);
  if (!row) throw ContentErrors.attemptNotFound();
  const { item } = row;
  return {
    task: {
      id: row.id,
      examId: row.mockExamId,
      position: row.position,
      kind: row.kind,
      templateId: row.templateId,
      level: row.level,
      maxPoints: row.maxPoints,
      points: row.points,
      rawAnswer: row.rawAnswer,
    },
    item,
    answerText: itemAnswerText(item),
  };
}
