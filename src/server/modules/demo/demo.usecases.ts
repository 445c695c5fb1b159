import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { createRng } from '#core/math/random.ts';
import { skillName, skillsForGrade } from '#core/curriculum/skills.ts';
import type { Grade } from '#core/curriculum/student-profile.ts';
import { itemAnswerText } from '#core/questions/answer-forms.ts';
import { checkAnswer } from '#core/questions/check-answer.ts';
import { toPublicQuestion } from '#core/questions/public.ts';
import { allTemplates, generateQuestion } from '#core/questions/registry.ts';
import type { Level, QuestionInstance } from '#core/questions/types.ts';
import { DemoErrors } from './demo.errors.ts';
import { randomSeed } from '../../random-seed.ts';
import { CORRECT_FEEDBACK, INCORRECT_FEEDBACK } from '../attempts/attempts.usecases.ts';

/**
 * "Try it" demos for signed-out visitors: 5 real generated questions. Nothing is stored; the
 * items travel in an encrypted, authenticated token (AES-256-GCM under a key derived from the
 * server secret), so the client can have them checked without ever seeing an answer key and
 * without any server-side state (any app instance can check any token).
 */
export const DEMO_QUESTIONS = 5;
export const DEMO_TOKEN_TTL_MS = 2 * 3600 * 1000;
export const DEMO_DIAGNOSTIC_SECONDS = 10 * 60;
export const DEMO_SESSION_SECONDS = 30 * 60;
export const DEMO_XP_PER_CORRECT = 50;

const payloadSchema = z.object({
  exp: z.number(),
  items: z.array(z.object({ t: z.string(), l: z.number().int().min(1).max(3), s: z.number().int() })).max(10),
});
type Payload = z.infer<typeof payloadSchema>;

function keyFrom(secret: string): Buffer {
  return createHash('sha256').update(`celujacy-demo-token|${secret}`).digest();
}

export function sealToken(payload: Payload, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function openToken(token: string, secret: string, now: Date): Payload {
  try {
    const raw = Buffer.from(token, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const json = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const payload = payloadSchema.parse(JSON.parse(json));
    if (payload.exp < now.getTime()) throw new Error('expired');
    return payload;
  } catch {
    throw DemoErrors.invalidToken();
  }
}

const DEFAULT_DEMO_GRADE: Grade = '6';

/** 5 items of distinct skills of the grade; mcq first when `preferChoice` (the diagnostic demo has options). */
function drawItems(grade: Grade, levels: readonly Level[], preferChoice: boolean): QuestionInstance[] {
  const rng = createRng(randomSeed());
  const skills = new Set(skillsForGrade(grade).map((s) => s.id as string));
  // Open tasks are too long for a five-item taster.
  const pool = rng.shuffle(allTemplates().filter((t) => skills.has(t.skillId) && !t.open));
  const out: QuestionInstance[] = [];
  const usedSkills = new Set<string>();
  const passes = preferChoice ? [true, false] : [false];
  for (const choiceOnly of passes) {
    for (const t of pool) {
      if (out.length >= levels.length) break;
      if (usedSkills.has(t.skillId)) continue;
      const level = levels[out.length]!;
      let item: QuestionInstance;
      try {
        item = generateQuestion(t.id, level, randomSeed());
      } catch {
        continue;
      }
      if (choiceOnly && item.answer.kind !== 'choice') continue;
      usedSkills.add(t.skillId);
      out.push(item);
    }
  }
  return out;
}

const DIFFICULTY: Record<Level, 'easy' | 'medium' | 'hard'> = { 1: 'easy', 2: 'medium', 3: 'hard' };
const questionId = (i: number) => `demo-${i + 1}`;

function seal(items: readonly QuestionInstance[], secret: string, now: Date): string {
  return sealToken(
    { exp: now.getTime() + DEMO_TOKEN_TTL_MS, items: items.map((q) => ({ t: q.templateId, l: q.level, s: q.seed })) },
    secret,
  );
}

export function demoDiagnostic(data: { grade?: Grade }, deps: { secret: string; now: () => Date }) {
  const items = drawItems(data.grade ?? DEFAULT_DEMO_GRADE, [1, 1, 2, 2, 3], true);
  return {
    token: seal(items, deps.secret, deps.now()),
    questions: items.map((q, i) => ({
      ...toPublicQuestion(q, questionId(i)),
      skillName: skillName(q.skillId),
      difficulty: DIFFICULTY[q.level],
    })),
    timeLimitSeconds: DEMO_DIAGNOSTIC_SECONDS,
  };
}

export function demoSession(data: { grade?: Grade }, deps: { secret: string; now: () => Date }) {
  const items = drawItems(data.grade ?? DEFAULT_DEMO_GRADE, [1, 1, 2, 2, 2], false);
  return {
    token: seal(items, deps.secret, deps.now()),
    questions: items.map((q, i) => ({
      ...toPublicQuestion(q, questionId(i)),
      skillName: skillName(q.skillId),
      topic: skillName(q.skillId),
      // The first, gentlest hint of the first step: a nudge, never the answer.
      hint: q.steps[0]?.hints[0] ?? '',
    })),
    durationSeconds: DEMO_SESSION_SECONDS,
    xpPerCorrect: DEMO_XP_PER_CORRECT,
  };
}

export function demoCheck(
  data: { token: string; questionId: string; answer: string | number },
  deps: { secret: string; now: () => Date },
) {
  const payload = openToken(data.token, deps.secret, deps.now());
  const index = /^demo-(\d+)$/.exec(data.questionId)?.[1];
  const ref = index === undefined ? undefined : payload.items[Number(index) - 1];
  if (!ref) throw DemoErrors.questionNotFound();
  const item = generateQuestion(ref.t, ref.l as Level, ref.s);
  const check = checkAnswer(item, data.answer);
  if (check.result === 'invalid') return { correct: false, result: 'invalid' as const, feedback: check.reason };
  const correct = check.result === 'correct';
  const out: {
    correct: boolean;
    result: 'correct' | 'incorrect';
    feedback: string;
    errorKey?: string;
    correctAnswer: string;
    solution: string;
  } = {
    correct,
    result: check.result,
    feedback: correct ? CORRECT_FEEDBACK : (check.feedback ?? INCORRECT_FEEDBACK),
    correctAnswer: itemAnswerText(item),
    solution: item.solution,
  };
  if (check.result === 'incorrect' && check.errorKey) out.errorKey = check.errorKey;
  return out;
}
