/**
 * Shared question UI for practice sessions, the step tutor, the diagnostic and the demos.
 *
 * Usage:
 *
 *   import { QuestionCard, ReportIssueDialog, type QuestionView } from '../../learning/index.ts';
 *
 *   <QuestionCard
 *     question={q}                      // PublicQuestion from the learning API (+ skillName)
 *     number={3}                        // heading "Zadanie 3" (or title="…")
 *     badges={<Badge>Nowe</Badge>}      // optional, next to the heading
 *     onSubmit={(answer) => …}          // choice → option index (number); truths → "PF"; open task (inputKind
 *                                       // 'parts') → JSON of { partId: answer }; other kinds → typed text
 *     submitLabel="Sprawdź i dalej"     // default "Sprawdź"; submit is disabled until an answer exists
 *     onSkip={() => …} skipLabel="Nie wiem"   // optional; default label "Pomiń"
 *     submitting={pending}
 *     feedback={{ result, feedback, solution, correctAnswer, marking }}  // after checking; 'invalid' stays editable
 *     footer={<Button>Dalej</Button>}   // shown inside the feedback box (or below the form without feedback)
 *     initialAnswer={saved?.raw} onAnswerChange={(raw) => …}    // for autosave / Back–Next
 *     actions={<Button>Wstecz</Button>} // extra buttons in the action row
 *     onReport={() => setReportOpen(true)}
 *   />
 *
 * The card keeps its own draft per `question.id` (a new id starts empty), focuses the new
 * question (heading on touch screens, answer box on desktops), announces feedback through
 * aria-live, submits on Enter (Ctrl+Enter in text areas) and shows the MathKeypad on touch
 * screens (toggle on desktops). `MathText` renders `$…$`/`$$…$$` with the KaTeX markup the server sent;
 * `QuestionFigure` shows a sanitised SVG. Open tasks: `OpenTaskInput` (the parts, each with the
 * closed items' widgets; the mock exam uses it directly with a { partId: answer } record) and
 * `OpenTaskMarking` (points and the scheme's criteria earned or lost). `ReportIssueDialog` posts to /api/question-reports.
 */
export { QuestionCard, type QuestionCardProps } from './components/question-card.tsx';
export { MathText } from './components/math-text.tsx';
export { OpenTaskInput, type OpenTaskInputProps, type OpenTaskResponses } from './components/open-task-input.tsx';
export { OpenTaskMarking } from './components/open-task-marking.tsx';
export { QuestionInput } from './components/question-input.tsx';
export { MathKeypad } from './components/math-keypad.tsx';
export { QuestionFigure } from './components/question-figure.tsx';
export { FeedbackPanel } from './components/feedback-panel.tsx';
export { AnswerInput, choiceMarkFor } from './components/answer-input.tsx';
export { Celebration } from './components/celebration.tsx';
export { ReportIssueDialog } from './components/report-issue-dialog.tsx';
export { Badge } from './components/badge.tsx';
export { sanitizeSvg } from './lib/sanitize-svg.ts';
export {
  applyKey,
  draftFromRaw,
  emptyDraft,
  rawAnswer,
  slotCount,
  slotLabels,
  partsRecord,
  type AnswerDraft,
  type RawAnswer,
} from './lib/answer.ts';
export { ISSUE_TYPES, issueReportValid, sendIssueReport, type IssueContext, type IssueType } from './lib/reports.ts';
export type { AnswerFeedback, AnswerResult, QuestionView } from './lib/types.ts';
