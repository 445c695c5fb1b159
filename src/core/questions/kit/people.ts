/** People in word problems, with grammatical gender so verbs agree ("Ola kupiła", "Kuba kupił"). */
import type { Rng } from '../../math/random.ts';

export interface Person {
  name: string;
  female: boolean;
}

const FEMALE_NAMES = ['Ala', 'Ola', 'Zosia', 'Maja', 'Hania', 'Ewa', 'Julia', 'Lena', 'Natalia', 'Basia'] as const;
const MALE_NAMES = ['Kuba', 'Szymon', 'Antek', 'Tomek', 'Igor', 'Bartek', 'Filip', 'Michał', 'Wojtek', 'Adam'] as const;

export function pickPerson(rng: Rng): Person {
  return rng.chance(0.5)
    ? { name: rng.pick(FEMALE_NAMES), female: true }
    : { name: rng.pick(MALE_NAMES), female: false };
}

/** Two different people (for comparisons in word problems). */
export function pickTwoPeople(rng: Rng): [Person, Person] {
  const a = pickPerson(rng);
  let b = pickPerson(rng);
  for (let i = 0; i < 20 && b.name === a.name; i++) b = pickPerson(rng);
  if (b.name === a.name) b = a.female ? { name: 'Kuba', female: false } : { name: 'Ola', female: true };
  return [a, b];
}

/** Past-tense verb ending by gender: verb(p, 'kupił', 'kupiła'). */
export function verb(p: Person, masculine: string, feminine: string): string {
  return p.female ? feminine : masculine;
}
