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
