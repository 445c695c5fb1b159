const rules = new Intl.PluralRules('pl-PL');

/** Polish noun forms: one (1 jabłko), few (2 jabłka), many (5 jabłek). */
export interface NounForms {
  one: string;
  few: string;
  many: string;
  /** Used for non-integers ("2,5 litra"); defaults to `few`. */
  other?: string;
}

export function pluralForm(count: number, forms: NounForms): string {
  const category = rules.select(count);
  switch (category) {
    case 'one':
      return forms.one;
    case 'few':
      return forms.few;
    case 'many':
      return forms.many;
    default:
      return forms.other ?? forms.few;
  }
}

/** Hundredths: "1 setna", "22 setne", "84 setne", "5 setnych", "12,5 setnych". */
export const HUNDREDTHS: NounForms = { one: 'setna', few: 'setne', many: 'setnych', other: 'setnych' };
/** The same after "o" (accusative): "o 1 setną ceny", "o 22 setne ceny". */
export const HUNDREDTHS_ACC: NounForms = { one: 'setną', few: 'setne', many: 'setnych', other: 'setnych' };
/** Equal parts: "1 równa część", "4 równe części", "5 równych części". */
export const EQUAL_PARTS: NounForms = { one: 'równa część', few: 'równe części', many: 'równych części' };
/** The same as an object (accusative): "oznacza 4 równe części", "na 1 równą część". */
export const EQUAL_PARTS_ACC: NounForms = { one: 'równą część', few: 'równe części', many: 'równych części' };
