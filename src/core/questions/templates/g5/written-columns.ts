/**
 * Column algorithms of written arithmetic (dodawanie, odejmowanie, mnożenie pisemne), shared by
 * the written_add_sub and written_mul_div templates: the digit written under the line in every
 * column, the carries and borrows, and the wrong results of the classic slips (a forgotten
 * carry, the smaller digit taken from the larger, a partial product not shifted).
 */
import { texNumber } from '../../../text/format.ts';

/** Digits of a natural number, units first: 478 → [8, 7, 4]. */
export function digitsOf(n: number): number[] {
  return String(n)
    .split('')
    .reverse()
    .map((c) => Number(c));
}

/** The number with these digits (units first). */
export function fromDigits(digits: readonly number[]): number {
  return digits.reduce((sum, d, i) => sum + d * 10 ** i, 0);
}

const COLUMN_NAMES = ['jedności', 'dziesiątek', 'setek', 'tysięcy', 'dziesiątek tysięcy', 'setek tysięcy'] as const;

/** "kolumna jedności", "kolumna setek" … by place (0 = units). */
export function columnName(place: number): string {
  return `kolumna ${COLUMN_NAMES[place] ?? `${place + 1}.`}`;
}

/**
 * The numbers written one under another, right-aligned, with the operation sign on the last
 * row and the line under it, as display KaTeX (the way the task looks in a notebook).
 */
export function columnLayoutTex(numbers: readonly number[], sign: '+' | '-' | '\\cdot'): string {
  const rows = numbers.map((n, i) => (i === numbers.length - 1 ? `${sign}\\; ${texNumber(n)}` : texNumber(n)));
  return `$$\\begin{array}{r} ${rows.join(' \\\\ ')} \\\\ \\hline \\end{array}$$`;
}

export interface AdditionColumn {
  place: number;
  digits: number[];
  carryIn: number;
  /** digits + carryIn */
  sum: number;
  /** What goes under the line: the last digit of the sum, or the whole sum in the last column. */
  written: number;
  carryOut: number;
}

/** Column addition of natural numbers, units first. */
export function additionColumns(addends: readonly number[]): AdditionColumn[] {
  const digitRows = addends.map(digitsOf);
  const width = Math.max(...digitRows.map((d) => d.length));
  const columns: AdditionColumn[] = [];
  let carry = 0;
  for (let place = 0; place < width; place++) {
    const digits = digitRows.map((d) => d[place]).filter((d): d is number => d !== undefined);
    const sum = digits.reduce((a, b) => a + b, 0) + carry;
    const last = place === width - 1;
    columns.push({
      place,
      digits,
      carryIn: carry,
      sum,
      written: last ? sum : sum % 10,
      carryOut: last ? 0 : Math.floor(sum / 10),
    });
    carry = Math.floor(sum / 10);
  }
  return columns;
}

/** The result when carries are never added: each column's own digit sum, its last digit written. */
export function additionWithoutCarry(addends: readonly number[]): number {
  const columns = additionColumns(addends);
  return columns.reduce((total, c, i) => {
    const own = c.sum - c.carryIn;
    return total + (i === columns.length - 1 ? own : own % 10) * 10 ** c.place;
  }, 0);
}

/** The result when every column's whole sum is written side by side (14 and 12 → "…1214"). */
export function additionConcatenated(addends: readonly number[]): number {
  const columns = additionColumns(addends);
  const own = columns.map((c) => c.sum - c.carryIn);
  return Number(own.reverse().join(''));
}

export interface SubtractionColumn {
  place: number;
  top: number;
  bottom: number;
  borrowIn: number;
  /** Borrowed 10 from the next column. */
  borrows: boolean;
  written: number;
}

/** Column subtraction a − b (a > b, same number of digits in the result as a). */
export function subtractionColumns(a: number, b: number): SubtractionColumn[] {
  const top = digitsOf(a);
  const bottom = digitsOf(b);
  const columns: SubtractionColumn[] = [];
  let borrow = 0;
  top.forEach((t, place) => {
    const u = bottom[place] ?? 0;
    const available = t - borrow;
    const borrows = available < u;
    columns.push({ place, top: t, bottom: u, borrowIn: borrow, borrows, written: available + (borrows ? 10 : 0) - u });
    borrow = borrows ? 1 : 0;
  });
  return columns;
}

/** The classic slip: in every column the smaller digit is taken from the larger one, no borrowing. */
export function subtractionSmallerFromLarger(a: number, b: number): number {
  const bottom = digitsOf(b);
  return fromDigits(digitsOf(a).map((t, i) => Math.abs(t - (bottom[i] ?? 0))));
}

/** Borrowing 10 where needed but never taking 1 away from the next column. */
export function subtractionWithoutReducing(a: number, b: number): number {
  const bottom = digitsOf(b);
  return digitsOf(a).reduce((total, t, i) => {
    const u = bottom[i] ?? 0;
    return total + (t < u ? t + 10 - u : t - u) * 10 ** i;
  }, 0);
}

export interface MultiplicationColumn {
  place: number;
  digit: number;
  carryIn: number;
  /** digit · factor + carryIn */
  product: number;
  written: number;
  carryOut: number;
}

/** A many-digit number times a one-digit factor, column by column (units first). */
export function multiplicationColumns(a: number, factor: number): MultiplicationColumn[] {
  const digits = digitsOf(a);
  let carry = 0;
  return digits.map((digit, place) => {
    const product = digit * factor + carry;
    const last = place === digits.length - 1;
    const column = {
      place,
      digit,
      carryIn: carry,
      product,
      written: last ? product : product % 10,
      carryOut: last ? 0 : Math.floor(product / 10),
    };
    carry = Math.floor(product / 10);
    return column;
  });
}

/** The result when carries are forgotten: each digit's product, its last digit written. */
export function multiplicationWithoutCarry(a: number, factor: number): number {
  const digits = digitsOf(a);
  return digits.reduce((total, d, i) => {
    const p = d * factor;
    return total + (i === digits.length - 1 ? p : p % 10) * 10 ** i;
  }, 0);
}

/** The slip of adding the carry before multiplying: (digit + carry) · factor. */
export function multiplicationCarryFirst(a: number, factor: number): number {
  const digits = digitsOf(a);
  let carry = 0;
  let total = 0;
  digits.forEach((d, i) => {
    const p = (d + carry) * factor;
    total += (i === digits.length - 1 ? p : p % 10) * 10 ** i;
    carry = Math.floor(p / 10);
  });
  return total;
}
