/**
 * `npm run content:stats`: how much content there is — skills, templates, levels and
 * distinct common errors (template × error key, seen over sample seeds), per parent-facing
 * area and in total. The last line is JSON for CI and dashboards.
 */
import { SKILLS, AREAS, type AreaId } from '../src/core/curriculum/skills.ts';
import { allTemplates, generateQuestion } from '../src/core/questions/registry.ts';
import { LEVELS, type QuestionTemplate } from '../src/core/questions/types.ts';
import { openTaskStats } from './content-stats-open.ts';
import { pluralForm } from '../src/core/text/plural.ts';
import { STAGE_NAMES, topicCoverage, type CurriculumStage } from '../src/core/curriculum/topics.ts';
import { examTemplates } from '../src/core/exam/bank.ts';
import { examItem } from '../src/core/exam/exam-item.ts';

const SAMPLE_SEEDS = 25;

interface Counts {
  skills: number;
  skillsWithTemplates: number;
  templates: number;
  levels: number;
  commonErrors: number;
}

const empty = (): Counts => ({ skills: 0, skillsWithTemplates: 0, templates: 0, levels: 0, commonErrors: 0 });

let generationFailures = 0;

/** Distinct common-error keys a template produces (over levels × sample seeds). */
function errorKeys(t: QuestionTemplate): Set<string> {
  const keys = new Set<string>();
  for (const level of LEVELS) {
    for (let seed = 1; seed <= SAMPLE_SEEDS; seed++) {
      try {
        const q = generateQuestion(t.id, level, seed);
        for (const e of q.commonErrors) keys.add(e.key);
        for (const o of q.options ?? []) if (o.errorKey) keys.add(o.errorKey);
      } catch {
        generationFailures++;
      }
    }
  }
  return keys;
}

const templatesBySkill = new Map<string, QuestionTemplate[]>();
for (const t of allTemplates()) templatesBySkill.set(t.skillId, [...(templatesBySkill.get(t.skillId) ?? []), t]);

const errorsByTemplate = new Map(allTemplates().map((t) => [t.id, errorKeys(t).size]));

function countSkills(skillIds: readonly string[]): Counts {
  const c = empty();
  for (const id of skillIds) {
    const ts = templatesBySkill.get(id) ?? [];
    c.skills++;
    if (ts.length > 0) c.skillsWithTemplates++;
    c.templates += ts.length;
    c.levels += ts.length * LEVELS.length;
    c.commonErrors += ts.reduce((sum, t) => sum + (errorsByTemplate.get(t.id) ?? 0), 0);
  }
  return c;
}

const rows: { name: string; counts: Counts }[] = [];
const byArea: Record<string, Counts> = {};
for (const area of AREAS) {
  const counts = countSkills(SKILLS.filter((s) => s.areas.includes(area.id)).map((s) => s.id));
  byArea[area.id] = counts;
  rows.push({ name: area.name, counts });
}
const other = countSkills(SKILLS.filter((s) => s.areas.length === 0).map((s) => s.id));
byArea.other = other;
rows.push({ name: 'Bez obszaru (arytmetyka, statystyka…)', counts: other });
const total = countSkills(SKILLS.map((s) => s.id));
rows.push({ name: 'Razem (umiejętność liczona raz)', counts: total });

const header = ['Obszar', 'Umiejętności', 'z szablonami', 'Szablony', 'Poziomy', 'Typowe błędy'];
const table = rows.map((r) => [
  r.name,
  String(r.counts.skills),
  String(r.counts.skillsWithTemplates),
  String(r.counts.templates),
  String(r.counts.levels),
  String(r.counts.commonErrors),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table) console.log(line(row));

// Every skill by the grade that introduces it, with its number of templates: new skills show here.
console.log('\nUmiejętności (liczba szablonów):');
for (const grade of [...new Set(SKILLS.map((s) => s.grade))]) {
  const list = SKILLS.filter((s) => s.grade === grade).map(
    (s) => `${s.id} (${templatesBySkill.get(s.id)?.length ?? 0})`,
  );
  console.log(`  klasa ${grade}: ${list.join(', ')}`);
}

const thin = SKILLS.filter((s) => (templatesBySkill.get(s.id)?.length ?? 0) < 2).map((s) => s.id);
if (thin.length > 0) console.log(`\nUmiejętności z mniej niż 2 szablonami (${thin.length}): ${thin.join(', ')}`);
if (generationFailures > 0) console.log(`Nieudane generowanie w próbce: ${generationFailures}`);

// Topics of the curriculum (klasy IV–VIII, 1. klasa liceum) with no closed template and with one.
const stages: readonly CurriculumStage[] = ['4-6', '7-8', 'LO'];
const coverage = Object.fromEntries(stages.map((st) => [st, topicCoverage(st)]));
console.log('\nTematy podstawy programowej bez szablonu i z jednym szablonem:');
for (const st of stages) {
  const c = coverage[st]!;
  const topics = pluralForm(c.total, { one: 'temat', few: 'tematy', many: 'tematów' });
  console.log(`  ${STAGE_NAMES[st]}: ${c.total} ${topics}, bez szablonu ${c.none.length}, z jednym ${c.one.length}`);
  if (c.none.length > 0) console.log(`    bez szablonu: ${c.none.map((x) => x.name).join('; ')}`);
  if (c.one.length > 0) console.log(`    z jednym: ${c.one.map((x) => x.name).join('; ')}`);
}

const open = openTaskStats();
console.log(`\n${open.lines.join('\n')}`);

// The mock exam can only ask a skill that has a template in an exam format (a closed task
// answered by choosing, or an open task worth 2–3 points).
const examBank = examTemplates(allTemplates(), (id, level, seed) => examItem(generateQuestion(id, level, seed)));
const examSkills = SKILLS.filter((s) => s.e8);
const withExamFormat = examSkills.filter((s) => examBank.some((t) => t.skillId === s.id));
console.log(
  `\nUmiejętności egzaminu ósmoklasisty z szablonem w formacie egzaminu: ${withExamFormat.length} z ${examSkills.length}`,
);
const without = examSkills.filter((s) => !withExamFormat.includes(s)).map((s) => s.id);
if (without.length > 0) console.log(`  bez szablonu egzaminacyjnego (${without.length}): ${without.join(', ')}`);

const areaIds: readonly (AreaId | 'other')[] = [...AREAS.map((a) => a.id), 'other'];
console.log(
  JSON.stringify({
    skills: total.skills,
    templates: total.templates,
    levels: total.levels,
    commonErrors: total.commonErrors,
    byArea: Object.fromEntries(
      areaIds.map((id) => {
        const c = byArea[id]!;
        return [id, { skills: c.skills, templates: c.templates, levels: c.levels, commonErrors: c.commonErrors }];
      }),
    ),
    openTasks: open.json,
    curriculumTopics: Object.fromEntries(
      stages.map((st) => [
        st,
        { topics: coverage[st]!.total, withoutTemplate: coverage[st]!.none.length, withOne: coverage[st]!.one.length },
      ]),
    ),
  }),
);
