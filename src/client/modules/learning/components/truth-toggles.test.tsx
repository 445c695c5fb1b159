import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { emptyDraft, type AnswerDraft } from '../lib/answer.ts';
import { TruthToggles, verdictForKey } from './truth-toggles.tsx';
import type { VerdictRow } from '#core/questions/types.ts';
import { TAK_NIE_ROWS } from '#core/questions/kit/tak-nie.ts';

interface Radio {
  label: string;
  checked: boolean;
  tabIndex: number;
  disabled: boolean;
}

/** Server-rendered markup (the unit tests run without a DOM): the radio groups and their radios. */
function render(draft: AnswerDraft, disabled = false, rows?: readonly VerdictRow[]) {
  const html = renderToStaticMarkup(
    <TruthToggles
      truthCount={2}
      rows={rows}
      draft={draft}
      onDraftChange={() => {}}
      onSubmitRequest={() => {}}
      disabled={disabled}
    />,
  );
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const labels = new Map([...html.matchAll(/<span id="([^"]+)"[^>]*>([^<]*)<\/span>/g)].map((m) => [m[1], m[2]]));
  const groups = html
    .split('role="radiogroup"')
    .slice(1)
    .map((chunk) => ({
      name: labels.get(attr(chunk.slice(0, chunk.indexOf('>')), 'aria-labelledby') ?? '') ?? '',
      radios: [...chunk.matchAll(/<button[^>]*>/g)].map(([tag]): Radio => ({
        label: attr(tag, 'aria-label') ?? '',
        checked: attr(tag, 'aria-checked') === 'true',
        tabIndex: Number(attr(tag, 'tabindex')),
        disabled: attr(tag, 'aria-disabled') === 'true',
      })),
    }));
  return { groups };
}

describe('verdictForKey', () => {
  it('P/F letters and Home/End pick a verdict, arrows move to the other button of the pair', () => {
    expect(verdictForKey('p', 'F')).toBe('P');
    expect(verdictForKey('F', 'P')).toBe('F');
    expect(verdictForKey('Home', 'F')).toBe('P');
    expect(verdictForKey('End', 'P')).toBe('F');
    expect(verdictForKey('ArrowRight', 'P')).toBe('F');
    expect(verdictForKey('ArrowDown', 'P')).toBe('F');
    expect(verdictForKey('ArrowLeft', 'F')).toBe('P');
    expect(verdictForKey('ArrowUp', 'F')).toBe('P');
    expect(verdictForKey('x', 'P')).toBeNull();
    expect(verdictForKey('Tab', 'P')).toBeNull();
  });

  it('in a row of three reasons, a digit picks it and arrows go round', () => {
    const reasons = ['1', '2', '3'];
    expect(verdictForKey('2', '1', reasons)).toBe('2');
    expect(verdictForKey('ArrowRight', '3', reasons)).toBe('1');
    expect(verdictForKey('ArrowLeft', '1', reasons)).toBe('3');
    expect(verdictForKey('ArrowDown', '1', reasons)).toBe('2');
    expect(verdictForKey('End', '1', reasons)).toBe('3');
    expect(verdictForKey('t', 'N', ['T', 'N'])).toBe('T');
    expect(verdictForKey('p', '1', reasons)).toBeNull();
  });
});

describe('TruthToggles', () => {
  it('asks TAK/NIE and its justification with the same widget: a row for the answer, a row for the reason', () => {
    const { groups } = render({ ...emptyDraft(2), values: ['N', '3'] }, false, TAK_NIE_ROWS);
    expect(groups.map((g) => g.name)).toEqual(['Odpowiedź', 'Uzasadnienie']);
    expect(groups[0]!.radios.map((r) => [r.label, r.checked])).toEqual([
      ['tak', false],
      ['nie', true],
    ]);
    expect(groups[1]!.radios.map((r) => [r.label, r.checked, r.tabIndex])).toEqual([
      ['ponieważ 1.', false, -1],
      ['ponieważ 2.', false, -1],
      ['ponieważ 3.', true, 0],
    ]);
  });

  it('renders one labelled P/F radio group per sentence', () => {
    const { groups } = render(emptyDraft(2));
    expect(groups.map((g) => g.name)).toEqual(['Zdanie 1', 'Zdanie 2']);
    for (const g of groups) {
      expect(g.radios.map((r) => r.label)).toEqual(['Prawda', 'Fałsz']);
      expect(g.radios.map((r) => r.checked)).toEqual([false, false]);
      // Without a verdict, Tab enters the pair at P.
      expect(g.radios.map((r) => r.tabIndex)).toEqual([0, -1]);
    }
  });

  it('shows the chosen verdicts (e.g. restored from a saved "FP") and keeps them focusable when locked', () => {
    const { groups } = render({ ...emptyDraft(2), values: ['F', 'P'] }, true);
    expect(groups[0]!.radios.map((r) => [r.checked, r.tabIndex])).toEqual([
      [false, -1],
      [true, 0],
    ]);
    expect(groups[1]!.radios.map((r) => [r.checked, r.tabIndex])).toEqual([
      [true, 0],
      [false, -1],
    ]);
    expect(groups.flatMap((g) => g.radios).every((r) => r.disabled)).toBe(true);
  });
});
