import { allTemplates, generateQuestion } from '#core/questions/registry.ts';
import { modelResponses, scoreOpenTask } from '#core/questions/open-task.ts';
import type { OpenTaskPart } from '#core/questions/types.ts';
const typed = (v: number) => { const t = String(Number(v.toPrecision(12))).replace('.', ','); return v < 0 ? `(${t})` : t; };
function nested(part: OpenTaskPart, parts: readonly OpenTaskPart[]): string | null {
  if (!part.calc) return null;
  let ok = true;
  const text = part.calc.replace(/\b[a-z]\b/g, (id) => {
    const dep = parts.find((p) => p.id === id);
    if (!dep) { ok = false; return id; }
    const inner = nested(dep, parts);
    if (inner !== null) return `(${inner})`;
    if (dep.answer.kind === 'number') return typed(dep.answer.value.n / dep.answer.value.d);
    ok = false; return id;
  });
  return ok ? text.replace(/\./g, ',').replace(/\//g, ':') : null;
}
for (const t of allTemplates()) {
  let item; try { item = generateQuestion(t.id, 2, 1); } catch { continue; }
  if (item.answer.kind !== 'parts') continue;
  const parts = item.answer.parts;
  const res: string[] = [];
  for (const p of parts) {
    const deps = (p.calc?.match(/\b[a-z]\b/g) ?? []).filter((id) => parts.some((q) => q.id === id && q.calc));
    if (deps.length === 0) continue;
    const n = nested(p, parts);
    if (!n) continue;
    const r = { ...modelResponses(item.answer) };
    r[p.id] = n;
    for (const d of deps) delete r[d];
    const s = scoreOpenTask(item, r);
    res.push(`${p.id}=${n} -> ${s.points}/${s.maxPoints}`);
  }
  console.log(t.id, res.join(' | '));
}
