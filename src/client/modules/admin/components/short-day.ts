/** "2026-11-05" → "5.11" (day and month, as Polish charts label days). */
export function shortDay(isoDay: string): string {
  const [, month, day] = isoDay.split('-');
  return `${Number(day)}.${month}`;
}
