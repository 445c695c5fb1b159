/**
 * The diagnostic runner's state as a pure reducer: served questions and local answers, the
 * countdown (a wall-clock deadline the server may only bring closer), autosave and tab-lock
 * state, advancing to the next served question and the finish that survives reloads. Time comes
 * in the actions (`now`); the hook (`use-diagnostic-runner.ts`) does the requests and storage.
 */
import { diagnosticPl } from '../../../i18n/diagnostic.ts';
import type { QuestionView } from '../../learning/lib/types.ts';
import type { AttemptView, NextResponse } from './api.ts';
import { isAnswered, mergeAnswers, type DiagnosticDraft, type DraftAnswer, type DraftAnswers } from './draft.ts';
import { CRITICAL_SECONDS, secondsLeft, syncDeadline, WARNING_SECONDS } from './timer.ts';

const t = diagnosticPl.runner;

/** A served question with its 1-based position (the diagnostic's and the mock exam's). */
export type RunnerQuestion = QuestionView & { index: number };

/**
 * What the runner needs of the server's view of an attempt; the diagnostic's attempt and the
 * mock exam's paper both have this shape (the exam serves every task at once).
 */
export type RunnerView = Pick<
  AttemptView,
  'attemptId' | 'studentId' | 'nickname' | 'questionCount' | 'answers' | 'remainingSeconds' | 'timeUp'
> & { questions: RunnerQuestion[] };

export type RunnerPhase = 'running' | 'advancing' | 'finishing' | 'finishPending';
export type SyncState = 'idle' | 'saving' | 'saved' | 'offline';

export interface RunnerState {
  attemptId: string;
  studentId: string;
  nickname: string;
  questionCount: number;
  questions: RunnerQuestion[];
  answers: DraftAnswers;
  current: number;
  remaining: number;
  /** This tab holds the lock (another tab may have taken the test over). */
  active: boolean;
  phase: RunnerPhase;
  issue: { questionId: string; reason: string } | null;
  sync: SyncState;
  lastSavedAt: number | null;
  /** Epoch ms when the countdown reaches zero. */
  deadline: number;
  /** Epoch ms when the last successful save was sent; answers edited later are still unsynced. */
  lastSyncAt: number;
  /** A finish was asked for and has not been confirmed by the server yet (kept in the draft). */
  pendingFinish: boolean;
  /** A finish request is on its way. */
  finishing: boolean;
  /** An autosave request is on its way. */
  saving: boolean;
  /** When the shown question was shown (for the time spent on it). */
  shownAt: number;
  /** The time warnings given so far, and the last one for screen readers. */
  warned: { five: boolean; one: boolean };
  announcement: string;
}

export type RunnerAction =
  | { type: 'ticked'; now: number }
  | { type: 'serverRemaining'; remaining: number; now: number }
  | { type: 'answered'; questionId: string; entry: Omit<DraftAnswer, 'clientUpdatedAt' | 'timeMs'>; now: number }
  | { type: 'moved'; index: number; now: number }
  | { type: 'activeChanged'; active: boolean }
  | { type: 'offline' }
  | { type: 'saveStarted' }
  | { type: 'saved'; sentAt: number; active: boolean; remaining: number; now: number }
  | { type: 'saveFailed'; network: boolean }
  | { type: 'advanceStarted' }
  | { type: 'advanced'; sentAt: number; response: NextResponse; now: number }
  | { type: 'advanceFailed'; network: boolean }
  | { type: 'finishStarted'; answers?: DraftAnswers }
  | { type: 'finishFailed'; network: boolean }
  | { type: 'reloaded'; view: RunnerView; local: DiagnosticDraft | null; now: number };

/** Where a resumed child continues: the saved position, else the first unanswered question. */
export function resumeIndex(questions: readonly RunnerQuestion[], answers: DraftAnswers, saved: number | null): number {
  if (saved !== null && saved >= 0 && saved < questions.length) return saved;
  const firstOpen = questions.findIndex((q) => !isAnswered(answers[q.id]));
  return firstOpen >= 0 ? firstOpen : Math.max(0, questions.length - 1);
}

function sortByIndex(qs: readonly RunnerQuestion[]): RunnerQuestion[] {
  return [...qs].sort((a, b) => a.index - b.index);
}

/** The served questions and answers from the server's view merged with the local draft. */
function fromView(view: RunnerView, local: DiagnosticDraft | null) {
  const questions = sortByIndex(view.questions);
  const merged = mergeAnswers(view.answers, local?.answers ?? {}, new Set(questions.map((q) => q.id)));
  return {
    questions,
    answers: merged.answers,
    current: resumeIndex(questions, merged.answers, local?.currentIndex ?? null),
  };
}

export interface RunnerStart {
  view: RunnerView;
  local: DiagnosticDraft | null;
  /** Whether this tab got the local tab lock. */
  active: boolean;
  now: number;
}

/** The runner as the page opens: a pending finish (or a time-up) goes straight to finishing. */
export function initialRunner({ view, local, active, now }: RunnerStart): RunnerState {
  const phase: RunnerPhase = local?.pendingFinish || view.timeUp ? 'finishing' : 'running';
  return {
    attemptId: view.attemptId,
    studentId: view.studentId,
    nickname: view.nickname,
    questionCount: view.questionCount,
    ...fromView(view, local),
    remaining: view.remainingSeconds,
    active,
    phase,
    issue: null,
    sync: 'idle',
    lastSavedAt: null,
    deadline: now + view.remainingSeconds * 1000,
    lastSyncAt: local?.lastSyncAt ?? 0,
    pendingFinish: phase === 'finishing',
    finishing: false,
    saving: false,
    shownAt: now,
    warned: { five: false, one: false },
    announcement: '',
  };
}

/** What the local draft keeps of the runner. */
export function draftOf(s: RunnerState): DiagnosticDraft {
  return {
    answers: s.answers,
    remainingSeconds: s.remaining,
    lastSyncAt: s.lastSyncAt,
    pendingFinish: s.pendingFinish,
    currentIndex: s.current,
  };
}

/** The countdown reached zero while the child was still answering here: the test ends. */
export function isTimeUp(s: RunnerState): boolean {
  return s.remaining === 0 && s.active && (s.phase === 'running' || s.phase === 'advancing') && !s.finishing;
}

function ticked(s: RunnerState, now: number): RunnerState {
  const remaining = secondsLeft(s.deadline, now);
  let next = remaining === s.remaining ? s : { ...s, remaining };
  if (remaining <= CRITICAL_SECONDS && remaining > 0 && !s.warned.one) {
    next = { ...next, warned: { five: true, one: true }, announcement: t.critical1 };
  } else if (remaining <= WARNING_SECONDS && remaining > CRITICAL_SECONDS && !s.warned.five) {
    next = { ...next, warned: { ...s.warned, five: true }, announcement: t.warning5 };
  }
  return next;
}

function advanced(s: RunnerState, { sentAt, response: res, now }: Extract<RunnerAction, { type: 'advanced' }>) {
  const synced = { ...s, deadline: syncDeadline(s.deadline, res.remainingSeconds, now) };
  if (!res.active) return { ...synced, active: false, phase: 'running' as const };
  const saved = { ...synced, lastSyncAt: Math.max(s.lastSyncAt, sentAt), phase: 'running' as const };
  if ('answerIssue' in res) return { ...saved, issue: res.answerIssue };
  const q = res.question;
  if (res.done || !q) return saved;
  const exists = s.questions.some((x) => x.id === q.id);
  const questions = exists ? s.questions : sortByIndex([...s.questions, q]);
  return {
    ...saved,
    questions,
    questionCount: res.questionCount,
    current: questions.findIndex((x) => x.id === q.id),
    sync: 'saved' as const,
    lastSavedAt: sentAt,
    shownAt: now,
  };
}

export function runnerReducer(s: RunnerState, action: RunnerAction): RunnerState {
  switch (action.type) {
    case 'ticked':
      return ticked(s, action.now);
    case 'serverRemaining':
      return { ...s, deadline: syncDeadline(s.deadline, action.remaining, action.now) };
    case 'answered': {
      // An inactive tab never changes the answers (the active tab owns them).
      if (!s.active) return s;
      const { questionId, now } = action;
      const answer: DraftAnswer = {
        ...action.entry,
        clientUpdatedAt: now,
        timeMs: (s.answers[questionId]?.timeMs ?? 0) + Math.max(0, now - s.shownAt),
      };
      return {
        ...s,
        answers: { ...s.answers, [questionId]: answer },
        shownAt: now,
        issue: s.issue?.questionId === questionId ? null : s.issue,
      };
    }
    case 'moved':
      return {
        ...s,
        current: Math.max(0, Math.min(action.index, s.questions.length - 1)),
        issue: null,
        shownAt: action.now,
      };
    case 'activeChanged':
      return { ...s, active: action.active };
    case 'offline':
      return { ...s, sync: 'offline' };
    case 'saveStarted':
      return { ...s, saving: true, sync: 'saving' };
    case 'saved': {
      const synced = { ...s, saving: false, deadline: syncDeadline(s.deadline, action.remaining, action.now) };
      if (!action.active) return { ...synced, active: false, sync: 'idle' };
      return { ...synced, lastSyncAt: action.sentAt, sync: 'saved', lastSavedAt: action.sentAt };
    }
    case 'saveFailed':
      return { ...s, saving: false, sync: action.network ? 'offline' : 'idle' };
    case 'advanceStarted':
      return { ...s, phase: 'advancing', issue: null };
    case 'advanced':
      return advanced(s, action);
    case 'advanceFailed':
      return { ...s, phase: 'running', sync: action.network ? 'offline' : s.sync };
    case 'finishStarted':
      return {
        ...s,
        finishing: true,
        pendingFinish: true,
        phase: 'finishing',
        answers: { ...s.answers, ...action.answers },
      };
    case 'finishFailed':
      return { ...s, finishing: false, phase: 'finishPending', sync: action.network ? 'offline' : s.sync };
    case 'reloaded':
      return {
        ...s,
        ...fromView(action.view, action.local),
        lastSyncAt: action.local?.lastSyncAt ?? 0,
        deadline: action.now + action.view.remainingSeconds * 1000,
        active: true,
        issue: null,
      };
  }
}

/** How many served questions have an answer (or "Nie wiem"). */
export function answeredCount(s: RunnerState): number {
  return s.questions.filter((q) => isAnswered(s.answers[q.id])).length;
}
