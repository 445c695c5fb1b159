import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { generateQuestion } from '#core/questions/registry.ts';
import { toPublicQuestion } from '#core/questions/public.ts';
import { modelResponses, openTaskMarking, scoreOpenTask } from '#core/questions/open-task.ts';
import { OpenTaskInput } from './open-task-input.tsx';
import { OpenTaskMarking } from './open-task-marking.tsx';
import { MathKeypad } from './math-keypad.tsx';
import { draftFromRaw, rawAnswer, slotCount, slotLabels } from '../lib/answer.ts';

const item = generateQuestion('percent_changes.open-two-changes', 2, 5);
const question = toPublicQuestion(item, 'q1');

describe('OpenTaskInput', () => {
  it('renders every part with its prompt and a box for a number or a calculation', () => {
    const html = renderToStaticMarkup(<OpenTaskInput question={question} value={{ b: '12' }} onChange={() => {}} />);
    expect(html.match(/<li /g)).toHaveLength(2);
    // No method is chosen among options (the CKE gives nothing for a method that is not written).
    expect(html).not.toContain('role="radiogroup"');
    expect(html.match(/<input /g)).toHaveLength(2);
    expect(html).toContain('value="12"');
    expect(html).toContain('Odpowiedź b)');
  });

  it('marks each part after answering', () => {
    const marking = openTaskMarking(item, scoreOpenTask(item, { a: '1', b: '' }));
    const html = renderToStaticMarkup(
      <OpenTaskInput question={question} value={{}} onChange={() => {}} marking={marking} disabled />,
    );
    expect(html).toContain('Część a): źle');
    expect(html).toContain('Część b): brak odpowiedzi do oceny');
  });
});

describe('a written conclusion ("18 < 25")', () => {
  it('gets the keys < and > on the keypad, only in that part', () => {
    const justify = toPublicQuestion(generateQuestion('roots.open-justify-compare', 1, 1), 'q2');
    expect(justify.parts!.map((p) => p.relations ?? false)).toEqual([false, false, true]);
    const keys = (relations: boolean) => renderToStaticMarkup(<MathKeypad onKey={() => {}} relations={relations} />);
    expect(keys(true)).toContain('aria-label="mniejsze niż"');
    expect(keys(true)).toContain('aria-label="większe niż"');
    expect(keys(false)).not.toContain('mniejsze niż');
  });
});

describe('OpenTaskMarking', () => {
  const answer = item.answer.kind === 'parts' ? item.answer : null;
  const mid = answer!.parts[0]!.answer;
  const midText = mid.kind === 'number' ? String(mid.value.n / mid.value.d).replace('.', ',') : '';

  it('shows the points, the CKE level of each criterion earned or lost, and the n − 1 rule', () => {
    // The price after the first change right, then a slip in the final price: 3 − 1 points.
    const marking = openTaskMarking(item, scoreOpenTask(item, { a: midText, b: '2' }));
    const html = renderToStaticMarkup(<OpenTaskMarking marking={marking} />);
    expect(html).toContain('2/3 pkt');
    expect(html).toContain('Zdobyte punkty: 2 z 3');
    expect(html).toContain('Istotny postęp:');
    expect(html).toContain('Rozwiązanie pełne:');
    expect(html).toContain('z błędem rachunkowym: o 1 pkt mniej');
    expect(html).toContain('Poprawna metoda obliczenia ceny końcowej');
    expect(html).not.toContain('<span class="font-bold">a)</span>');
    expect(html).toContain('<span class="font-bold">b)</span>');
  });

  it('accepts another notation and shows the tidy form', () => {
    const model = modelResponses(answer!);
    const marking = openTaskMarking(item, scoreOpenTask(item, { a: `${model.a!}.`, b: model.b! }));
    const html = renderToStaticMarkup(<OpenTaskMarking marking={marking} />);
    expect(html).toContain('3/3 pkt');
    expect(html).toContain('Przyjęty zapis');
  });
});

describe('open task drafts', () => {
  it('send the JSON of the parts record once every part is answered, and restore it', () => {
    const ids = slotLabels(question)!;
    expect(ids).toEqual(['a', 'b']);
    const draft = draftFromRaw('{"a":"12,5","b":""}', 'parts', slotCount(question), ids);
    expect(draft.values).toEqual(['12,5', '']);
    expect(rawAnswer(draft, 'parts', ids)).toBeNull();
    expect(rawAnswer({ ...draft, values: ['12,5', '3'] }, 'parts', ids)).toBe('{"a":"12,5","b":"3"}');
    expect(draftFromRaw('oops', 'parts', 2, ids).values).toEqual(['', '']);
  });

  it('on the mock exam, send a task with parts left empty (nothing only when every part is empty)', () => {
    const ids = slotLabels(question)!;
    const draft = draftFromRaw('{"a":"","b":"1120·0,99"}', 'parts', slotCount(question), ids);
    expect(rawAnswer(draft, 'parts', ids)).toBeNull();
    expect(rawAnswer(draft, 'parts', ids, { partialParts: true })).toBe('{"a":"","b":"1120·0,99"}');
    expect(rawAnswer({ ...draft, values: [' ', ''] }, 'parts', ids, { partialParts: true })).toBeNull();
  });
});
