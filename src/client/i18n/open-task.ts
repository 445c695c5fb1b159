/**
 * Strings of open tasks ("zadania otwarte"): their parts and their marking. Imported only where
 * open tasks show, so no other page downloads them.
 * "pkt" is the exam's own abbreviation and needs no plural forms.
 */
export const openTaskPl = {
  badge: 'Zadanie otwarte',
  maxPoints: (n: number) => `${n} pkt`,
  maxPointsLabel: (n: number) => `Zadanie otwarte za ${n} pkt`,
  partsLabel: 'Części zadania',
  partAnswer: (id: string) => `Odpowiedź ${id})`,
  partChoice: (id: string) => `Wybierz odpowiedź ${id})`,
  partCorrect: (id: string) => `Część ${id}): dobrze`,
  partIncorrect: (id: string) => `Część ${id}): źle`,
  partMissing: (id: string) => `Część ${id}): brak odpowiedzi do oceny`,
  score: (points: number, max: number) => `${points}/${max} pkt`,
  scoreLabel: (points: number, max: number) => `Zdobyte punkty: ${points} z ${max}`,
  partial: 'Część punktów zdobyta',
  schemeTitle: 'Punktacja',
  criterionPoints: (n: number) => `${n} pkt`,
  earned: 'przyznano',
  lost: 'nie przyznano',
  answersTitle: 'Odpowiedzi w częściach zadania',
  correctAnswer: 'Poprawna odpowiedź:',
  level: (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}:`,
  slipNote: (lost: number) =>
    lost === 1
      ? 'Rozwiązanie doprowadzone konsekwentnie do końca z błędem rachunkowym: o 1 pkt mniej (jak ocenia CKE).'
      : `Rozwiązanie doprowadzone konsekwentnie do końca z błędami rachunkowymi: o ${lost} pkt mniej (jak ocenia CKE).`,
  tidyTitle: 'Przyjęty zapis',
  tidy: 'uznano; porządny zapis:',
  // The admin content browser.
  schemeSection: (points: number) => `Części i punktacja (${points} pkt)`,
  roles: { value: 'wynik', method: 'metoda (zapisana)', reasoning: 'uzasadnienie (zapisane)' },
  requires: (parts: string) => `części: ${parts}`,
} as const;
