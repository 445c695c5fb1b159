/**
 * The template authoring kit: everything a question template needs besides its maths.
 * Templates import from the kit's files (`../../kit/steps.ts` …), which keeps each import short;
 * this index re-exports them all. docs/authoring-templates.md walks through a template.
 *
 * - define-template.ts  a template declared by its id and title, its skill read from the id
 * - numbers.ts   exact values, numeric answers, how a number is typed, distinctness
 * - draw.ts      bounded redraws, GeneratedBody, non-zero integers
 * - people.ts    names with grammatical gender for word problems
 * - errors.ts    common errors (numeric mistakes, text errors)
 * - mcq.ts       multiple choice from distractors / numeric mistakes
 * - true-false-pair.ts  the two-sentence P/F task of the exam
 * - matching.ts  the exam's "dobieranie": two sentences completed by A/B and C/D
 * - tak-nie.ts   the exam's "TAK/NIE and its justification 1/2/3"
 * - open-task.ts  open tasks: parts, marking scheme (criteria), the item assembled
 * - numeric-item.ts  a numeric item: answer and common errors from one value and its mistakes
 * - steps.ts     worked steps, numeric steps, step patterns
 * - format.ts    KaTeX/text formatters: numbers, brackets, sums, percent, degrees, lengths, money
 * - surds.ts     exact lengths k·√2, k·√3 (special right triangles)
 * - money.ts     exact amounts in grosze, money answers shown with grosze
 * Figures (SVG) live in ../figures.ts.
 */
export * from './define-template.ts';
export * from './numbers.ts';
export * from './draw.ts';
export * from './people.ts';
export * from './errors.ts';
export * from './mcq.ts';
export * from './true-false-pair.ts';
export * from './matching.ts';
export * from './tak-nie.ts';
export * from './steps.ts';
export * from './format.ts';
export * from './surds.ts';
export * from './money.ts';
export * from './open-task.ts';
export * from './numeric-item.ts';
