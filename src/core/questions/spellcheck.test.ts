/**
 * Spell check of all generated Polish text with the Polish hunspell dictionary (nspell +
 * dictionary-pl) and the project word list spellcheck-words.txt.
 *
 * Loading the whole Polish dictionary into nspell takes 10–40 s. Words once confirmed are
 * cached in node_modules/.cache (keyed by dictionary and word-list content), so later runs
 * only load the dictionary when new words appear in the content.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import nspell from 'nspell';
import dictionary from 'dictionary-pl';
import { allTemplates, generateQuestion } from './registry.ts';
import { itemTexts } from './audit.ts';
import { spellcheckTokens } from './spellcheck-tokens.ts';
import { LEVELS } from './types.ts';
import { SKILLS, AREAS } from '../curriculum/skills.ts';

const SEEDS = [1, 2, 3, 4, 5, 6];
const PREFIX = 3;

const projectWords = readFileSync(new URL('./spellcheck-words.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((l) => l.replace(/#.*/, '').trim())
  .filter(Boolean);

/** word → where it was seen (first few places) */
const occurrences = new Map<string, Set<string>>();
function collect(where: string, text: string) {
  for (const w of spellcheckTokens(text)) {
    const places = occurrences.get(w) ?? new Set<string>();
    if (places.size < 3) places.add(where);
    occurrences.set(w, places);
  }
}

for (const s of SKILLS) collect(`skill ${s.id}`, s.name);
for (const a of AREAS) collect(`area ${a.id}`, a.name);
for (const t of allTemplates()) {
  collect(`${t.id} (title)`, t.title);
  for (const level of LEVELS) {
    for (const seed of SEEDS) {
      try {
        const q = generateQuestion(t.id, level, seed);
        for (const { text } of itemTexts(q)) collect(t.id, text);
      } catch {
        // Generation errors are reported by templates.property.test.ts.
      }
    }
  }
}

type Speller = ReturnType<typeof nspell>;

function withProjectWords(spell: Speller): Speller {
  for (const line of projectWords) {
    const [word, model] = line.split(/\s+/);
    spell.add(word!, model);
  }
  return spell;
}

function subsetDictionary(words: Iterable<string>): Speller {
  const prefixes = new Set<string>();
  for (const w of words) {
    const lower = w.toLowerCase();
    prefixes.add(lower.slice(0, PREFIX));
    if (lower.startsWith('nie')) prefixes.add(lower.slice(3, 3 + PREFIX));
    for (const part of lower.split('-')) prefixes.add(part.slice(0, PREFIX));
  }
  const dic = new TextDecoder().decode(dictionary.dic).split('\n');
  const kept = dic.slice(1).filter((line) => prefixes.has(line.slice(0, PREFIX).toLowerCase()));
  return withProjectWords(nspell(Buffer.from(dictionary.aff), `${kept.length}\n${kept.join('\n')}`));
}

function isCorrect(spell: Speller, word: string): boolean {
  if (spell.correct(word)) return true;
  return word.includes('-') && word.split('-').every((p) => p.length < 2 || spell.correct(p));
}

let unknown: string[] = [];

const CACHE_DIR = new URL('../../../node_modules/.cache/', import.meta.url);
const CACHE_FILE = new URL('celujacy-spellcheck.json', CACHE_DIR);
const cacheKey = createHash('sha256')
  .update(dictionary.aff)
  .update(dictionary.dic)
  .update(projectWords.join('\n'))
  .digest('hex');

function readCache(): Set<string> {
  try {
    const data = JSON.parse(readFileSync(CACHE_FILE, 'utf8')) as { key: string; words: string[] };
    return data.key === cacheKey ? new Set(data.words) : new Set();
  } catch {
    return new Set();
  }
}

beforeAll(() => {
  const known = readCache();
  const toCheck = [...occurrences.keys()].filter((w) => !known.has(w));
  if (toCheck.length === 0) return;
  const full = withProjectWords(nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) }));
  unknown = toCheck.filter((w) => !isCorrect(full, w));
  for (const w of toCheck) if (!unknown.includes(w)) known.add(w);
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(CACHE_FILE, JSON.stringify({ key: cacheKey, words: [...known].sort() }));
  } catch {
    // A read-only checkout only loses the speed-up.
  }
}, 180_000);

describe('spell check (Polish hunspell + project word list)', () => {
  it('collects text to check', () => {
    expect(occurrences.size).toBeGreaterThan(50);
  });

  it('knows Polish and rejects a misspelling (the checker itself works)', () => {
    const spell = subsetDictionary(['jabłek', 'mianownik', 'mianownk', 'NWD']);
    expect(spell.correct('jabłek')).toBe(true);
    expect(spell.correct('mianownik')).toBe(true);
    expect(spell.correct('mianownk')).toBe(false);
    expect(spell.correct('NWD')).toBe(true);
  });

  it('every word of generated text is spelled correctly', () => {
    const report = unknown
      .sort((a, b) => a.localeCompare(b, 'pl'))
      .map((w) => `${w}  ← ${[...(occurrences.get(w) ?? [])].join(', ')}`);
    expect(
      report,
      `unknown words (fix the text or, for real maths terms, add to spellcheck-words.txt):\n${report.join('\n')}`,
    ).toEqual([]);
  });
});
