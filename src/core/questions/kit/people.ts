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

/** `count` different people (for a prize shared by three, a group of friends). */
export function pickPeople(rng: Rng, count: number): Person[] {
  const out: Person[] = [];
  for (let i = 0; out.length < count && i < 50; i++) {
    const p = pickPerson(rng);
    if (!out.some((o) => o.name === p.name)) out.push(p);
  }
  return out;
}

/** Adults in money stories (a deposit, a loan, a salary): "Pani Kowalska wpłaciła". */
const ADULTS: readonly Person[] = [
  { name: 'Pan Nowak', female: false },
  { name: 'Pani Nowak', female: true },
  { name: 'Pan Kowalski', female: false },
  { name: 'Pani Kowalska', female: true },
  { name: 'Pan Wiśniewski', female: false },
  { name: 'Pani Wiśniewska', female: true },
  { name: 'Pan Zieliński', female: false },
  { name: 'Pani Zielińska', female: true },
  { name: 'Pan Wójcik', female: false },
  { name: 'Pani Lewandowska', female: true },
];

export function pickAdult(rng: Rng): Person {
  return rng.pick(ADULTS);
}

/** The older and the younger person in an age story, declined as the sentences need them. */
export interface AgePair {
  /** "Tata", "Babcia", "Ola" — starts the stem. */
  older: string;
  /** "tata", "babcia", "Ola" — inside a sentence. */
  olderInText: string;
  olderFemale: boolean;
  /** "syn", "wnuczka", "brat". */
  younger: string;
  /** "syna", "wnuczki", "brata" ("od syna", "wiek syna"). */
  youngerGenitive: string;
  youngerFemale: boolean;
}

type Relative = { nom: string; gen: string; female: boolean };
const rel = (nom: string, gen: string, female: boolean): Relative => ({ nom, gen, female });
const PARENTS = [rel('tata', 'taty', false), rel('mama', 'mamy', true)];
const CHILDREN = [rel('syn', 'syna', false), rel('córka', 'córki', true)];
const GRANDPARENTS = [rel('dziadek', 'dziadka', false), rel('babcia', 'babci', true)];
const GRANDCHILDREN = [rel('wnuk', 'wnuka', false), rel('wnuczka', 'wnuczki', true)];
const UNCLES = [rel('wujek', 'wujka', false), rel('ciocia', 'cioci', true)];
const NEPHEWS = [rel('bratanek', 'bratanka', false), rel('bratanica', 'bratanicy', true)];
const SIBLINGS = [rel('brat', 'brata', false), rel('siostra', 'siostry', true)];

/**
 * Who the two people of an age story are, chosen to fit their ages: a parent, grandparent or
 * uncle/aunt when the age gap allows it, otherwise a named child and a younger sibling.
 */
export function pickAgePair(rng: Rng, olderAge: number, youngerAge: number): AgePair {
  const gap = olderAge - youngerAge;
  const families: [Relative[], Relative[]][] = [];
  if (olderAge >= 20 && gap >= 18 && gap <= 45) families.push([PARENTS, CHILDREN], [UNCLES, NEPHEWS]);
  if (gap >= 40) families.push([GRANDPARENTS, GRANDCHILDREN]);
  if (families.length === 0) {
    const child = pickPerson(rng);
    const sibling = rng.pick(SIBLINGS);
    return {
      older: child.name,
      olderInText: child.name,
      olderFemale: child.female,
      younger: sibling.nom,
      youngerGenitive: sibling.gen,
      youngerFemale: sibling.female,
    };
  }
  const [elders, kids] = rng.pick(families);
  const elder = rng.pick(elders);
  const kid = rng.pick(kids);
  return {
    older: elder.nom[0]!.toUpperCase() + elder.nom.slice(1),
    olderInText: elder.nom,
    olderFemale: elder.female,
    younger: kid.nom,
    youngerGenitive: kid.gen,
    youngerFemale: kid.female,
  };
}
