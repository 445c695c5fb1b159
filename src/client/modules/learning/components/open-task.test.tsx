import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { generateQuestion } from '#core/questions/registry.ts';
import { toPublicQuestion } from '#core/questions/public.ts';
import { openTaskMarking, scoreOpenTask } from '#core/questions/open-task.ts';
import { OpenTaskInput } from './open-task-input.tsx';
import { OpenTaskMarking } from './open-task-marking.tsx';
import { draftFromRaw, rawAnswer, slotCount, slotLabels } from '../lib/answer.ts';

const item = generateQuestion('percent_changes.open-two-changes', 2, 5);
const question = toPublicQuestion(item, 'q1');

describe('OpenTaskInput', () => {
  it('renders every part with its prompt and its widget: options for the method, boxes for values', () => {
    const html = renderToStaticMarkup(<OpenTaskInput question={question} value={{ b: '12' }} onChange={() => {}} />);
    expect(html.match(/<li /g)).toHaveLength(3);
    expect(html.match(/role="radiogroup"/g)).toHaveLength(1);
    expect(html.match(/role="radio"/g)).toHaveLength(4);
    expect(html.match(/<input /g)).toHaveLength(2);
    // The restored answer of part b is in its box; part c is empty.
    expect(html).toContain('value="12"');
    expect(html).toContain('Odpowiedź b)');
    expect(html).toContain('Wybierz odpowiedź a)');
  });

  it('marks each part after answering', () => {
    const marking = openTaskMarking(item, scoreOpenTask(item, { a: '0', b: '1', c: '' }));
    const html = renderToStaticMarkup(
      <OpenTaskInput question={question} value={{}} onChange={() => {}} marking={marking} disabled />,
    );
    expect(html).toContain('Część b): źle');
    expect(html).toContain('Część c): brak odpowiedzi do oceny');
  });
});

describe('OpenTaskMarking', () => {
  it('shows the points and each criterion earned or lost, and the correct answers of wrong parts', () => {
    const answer = item.answer.kind === 'parts' ? item.answer : null;
    const right = answer!.parts.find((p) => p.id === 'a')!.answer;
    const marking = openTaskMarking(
      item,
      scoreOpenTask(item, { a: String(right.kind === 'choice' ? right.index : 0), b: '1', c: '2' }),
    );
    const html = renderToStaticMarkup(<OpenTaskMarking marking={marking} />);
    expect(html).toContain('1/3 pkt');
    expect(html).toContain('Zdobyte punkty: 1 z 3');
    expect(html.match(/>przyznano</g)).toHaveLength(1);
    expect(html.match(/>nie przyznano</g)).toHaveLength(2);
    expect(html).toContain('Poprawna metoda obliczenia ceny końcowej');
    expect(html).not.toContain('<span class="font-bold">a)</span>');
    expect(html).toContain('<span class="font-bold">b)</span>');
  });
});

describe('open task drafts', () => {
  it('send the JSON of the parts record once every part is answered, and restore it', () => {
    const ids = slotLabels(question)!;
    expect(ids).toEqual(['a', 'b', 'c']);
    const draft = draftFromRaw('{"a":"1","b":"12,5","c":""}', 'parts', slotCount(question), ids);
    expect(draft.values).toEqual(['1', '12,5', '']);
    expect(rawAnswer(draft, 'parts', ids)).toBeNull();
    expect(rawAnswer({ ...draft, values: ['1', '12,5', '3'] }, 'parts', ids)).toBe('{"a":"1","b":"12,5","c":"3"}');
    expect(draftFromRaw('oops', 'parts', 3, ids).values).toEqual(['', '', '']);
  });
});
