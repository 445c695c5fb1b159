import type { z } from 'zod';
import { pluralForm } from '#core/text/plural.ts';
import { formatNumber } from '#core/text/format.ts';

const CHARACTERS = { one: 'znak', few: 'znaki', many: 'znaków' };
const ITEMS = { one: 'element', few: 'elementy', many: 'elementów' };

const FORMATS: Record<string, string> = {
  email: 'Nieprawidłowy adres e-mail',
  uuid: 'Nieprawidłowy identyfikator',
  guid: 'Nieprawidłowy identyfikator',
  url: 'Nieprawidłowy adres strony',
  datetime: 'Nieprawidłowa data i godzina',
  date: 'Nieprawidłowa data',
  time: 'Nieprawidłowa godzina',
};

type Issue = z.core.$ZodRawIssue;

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const small = issue.code === 'too_small';
  const bound = Number(small ? issue.minimum : issue.maximum);
  const exclusive = issue.inclusive === false;
  // "more than 0" reads better as "at least 1" for whole counts.
  const whole = exclusive && Number.isInteger(bound) ? bound + (small ? 1 : -1) : bound;
  const limit = small ? 'co najmniej' : 'najwyżej';
  switch (issue.origin) {
    case 'string':
      return small && whole === 1
        ? 'To pole nie może być puste'
        : `Pole musi mieć ${limit} ${whole} ${pluralForm(whole, CHARACTERS)}`;
    case 'array':
    case 'set':
      return `Lista musi mieć ${limit} ${whole} ${pluralForm(whole, ITEMS)}`;
    default:
      if (exclusive) return `Wartość musi być ${small ? 'większa' : 'mniejsza'} niż ${formatNumber(bound)}`;
      return `Wartość musi wynosić ${limit} ${formatNumber(bound)}`;
  }
}

/**
 * Every validation message a person can meet is Polish: our schemas name the spec's messages
 * where the spec has them (students.schemas.ts), and anything else zod would say in English
 * is said here, by the kind of problem. Passed to each parse (http/validate.ts).
 */
export function polishIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'To pole jest wymagane' : 'Nieprawidłowy typ wartości';
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'Nieprawidłowy format';
    case 'invalid_value':
      return 'Nieprawidłowa wartość: wybierz jedną z dozwolonych opcji';
    case 'not_multiple_of':
      return 'Nieprawidłowa wartość liczbowa';
    case 'unrecognized_keys':
      return `Nieznane pole: ${issue.keys.join(', ')}`;
    default:
      return 'Nieprawidłowa wartość';
  }
}
