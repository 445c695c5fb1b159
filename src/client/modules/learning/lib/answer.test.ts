import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyKey, draftFromRaw, emptyDraft, parseVerdicts, rawAnswer, slotCount } from './answer.ts';
import { TAK_NIE_ROWS } from '#core/questions/kit/tak-nie.ts';

describe('rawAnswer', () => {
  it('needs a choice or non-empty text', () => {
    expect(rawAnswer(emptyDraft(), 'choice')).toBeNull();
    expect(rawAnswer({ ...emptyDraft(), choice: 0 }, 'choice')).toBe(0);
    expect(rawAnswer({ ...emptyDraft(), text: '   ' }, 'number')).toBeNull();
    expect(rawAnswer({ ...emptyDraft(), text: ' 2,5 ' }, 'number')).toBe('2,5');
  });

  it('joins several values with labels and a semicolon', () => {
    const draft = { ...emptyDraft(2), values: ['2,5', '-3'] };
    expect(rawAnswer(draft, 'numbers', ['x', 'y'])).toBe('x=2,5; y=-3');
    expect(rawAnswer(draft, 'numbers')).toBe('2,5; -3');
    expect(rawAnswer({ ...draft, values: ['1', ''] }, 'numbers')).toBeNull();
  });

  it('round-trips through draftFromRaw', () => {
    const draft = { ...emptyDraft(2), values: ['2,5', '-3'] };
    const raw = rawAnswer(draft, 'numbers', ['x', 'y'])!;
    expect(draftFromRaw(raw, 'numbers', 2, ['x', 'y']).values).toEqual(['2,5', '-3']);
    expect(draftFromRaw('2', 'choice').choice).toBe(2);
    expect(draftFromRaw(null, 'text').text).toBe('');
  });
});

describe('P/F verdicts (inputKind truths)', () => {
  it('sends the letters in sentence order only when every sentence has a verdict', () => {
    expect(rawAnswer(emptyDraft(2), 'truths')).toBeNull();
    expect(rawAnswer({ ...emptyDraft(2), values: ['P', ''] }, 'truths')).toBeNull();
    expect(rawAnswer({ ...emptyDraft(2), values: ['', 'F'] }, 'truths')).toBeNull();
    expect(rawAnswer({ ...emptyDraft(2), values: ['P', 'F'] }, 'truths')).toBe('PF');
    expect(rawAnswer({ ...emptyDraft(2), values: ['F', 'F'] }, 'truths')).toBe('FF');
    expect(rawAnswer(emptyDraft(0), 'truths')).toBeNull();
  });

  it('sizes the draft by the sentence count', () => {
    expect(slotCount({ inputKind: 'truths', truthCount: 2 })).toBe(2);
    expect(slotCount({ inputKind: 'numbers', valueCount: 3 })).toBe(3);
    expect(slotCount({ inputKind: 'text' })).toBe(0);
  });

  it('restores the toggles from a saved answer (autosave, Back/Next)', () => {
    for (const raw of ['PF', 'pf', 'P F', 'P, F', '1. P, 2. F', '1P 2F', 'prawda, fałsz', 'Prawda falsz']) {
      expect(draftFromRaw(raw, 'truths', 2).values, raw).toEqual(['P', 'F']);
    }
    expect(draftFromRaw('FP', 'truths', 2).values).toEqual(['F', 'P']);
    // Nothing saved, a partial or unreadable answer: every sentence starts without a verdict.
    for (const raw of [null, '', 'P', 'PFP', 'nie wiem', 'PX', 0]) {
      expect(draftFromRaw(raw, 'truths', 2).values, String(raw)).toEqual(['', '']);
    }
  });

  it('round-trips every verdict pair (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('P', 'F'), { minLength: 1, maxLength: 4 }), (letters) => {
        const raw = rawAnswer({ ...emptyDraft(letters.length), values: letters }, 'truths');
        expect(raw).toBe(letters.join(''));
        expect(draftFromRaw(raw, 'truths', letters.length).values).toEqual(letters);
        expect(parseVerdicts(letters.join(', '), letters.length)).toEqual(letters);
      }),
    );
  });
});

describe('TAK/NIE verdict rows', () => {
  it('restores and sends one letter per row: TAK or NIE, then the reason', () => {
    const rows = TAK_NIE_ROWS;
    expect(parseVerdicts('T2', 2, rows)).toEqual(['T', '2']);
    expect(parseVerdicts('n, 3', 2, rows)).toEqual(['N', '3']);
    for (const raw of ['PF', 'T4', '2T', 'T', 'T23']) expect(parseVerdicts(raw, 2, rows), raw).toBeNull();
    expect(draftFromRaw('N1', 'truths', 2, undefined, rows).values).toEqual(['N', '1']);
    expect(draftFromRaw('PF', 'truths', 2, undefined, rows).values).toEqual(['', '']);
    expect(rawAnswer({ ...emptyDraft(2), values: ['T', '3'] }, 'truths')).toBe('T3');
    // The reason is not chosen yet: nothing can be sent.
    expect(rawAnswer({ ...emptyDraft(2), values: ['T', ''] }, 'truths')).toBeNull();
  });
});

describe('applyKey', () => {
  it('inserts at the caret and replaces a selection', () => {
    expect(applyKey('12', 1, 1, ',')).toEqual({ value: '1,2', caret: 2 });
    expect(applyKey('1234', 1, 3, '√')).toEqual({ value: '1√4', caret: 2 });
  });

  it('deletes before the caret or the selection', () => {
    expect(applyKey('123', 3, 3, 'backspace')).toEqual({ value: '12', caret: 2 });
    expect(applyKey('123', 0, 0, 'backspace')).toEqual({ value: '123', caret: 0 });
    expect(applyKey('123', 0, 2, 'backspace')).toEqual({ value: '3', caret: 0 });
  });

  it('keeps the text around the caret (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), fc.constantFrom('1', '√', '·', 'x'), (value, at, key) => {
        const pos = at % (value.length + 1);
        const edit = applyKey(value, pos, pos, key);
        expect(edit.value).toBe(value.slice(0, pos) + key + value.slice(pos));
        expect(applyKey(edit.value, edit.caret, edit.caret, 'backspace').value).toBe(value);
      }),
    );
  });
});
