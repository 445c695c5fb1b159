import { randomInt } from 'node:crypto';

/** A fresh seed for generating a question (the core takes randomness as an argument). */
export function randomSeed(): number {
  return randomInt(1, 2 ** 31 - 1);
}
