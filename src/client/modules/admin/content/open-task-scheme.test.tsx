import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { generateQuestion } from '#core/questions/registry.ts';
import { OpenTaskScheme } from './open-task-scheme.tsx';

describe('OpenTaskScheme (admin content browser)', () => {
  it('lists every part with its role and right answer, and every criterion with its points and parts', () => {
    const item = generateQuestion('pythagoras.open-isosceles-area', 3, 2);
    if (item.answer.kind !== 'parts') throw new Error('expected an open task');
    const html = renderToStaticMarkup(<OpenTaskScheme answer={item.answer} />);
    expect(html.match(/<li /g)).toHaveLength(item.answer.parts.length + item.answer.scheme.length);
    expect(html).toContain('c) · wynik');
    expect(html).toContain('Poprawne obliczenie długości ramienia z\u00a0obwodu trójkąta.');
    expect(html).toContain('części: a, b, c');
    expect(html).toContain(' cm²');
  });
});
