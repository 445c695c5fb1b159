const dateTime = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'medium' });
const percent = new Intl.NumberFormat('pl-PL', { style: 'percent', maximumFractionDigits: 0 });

export function formatDateTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : dateTime.format(d);
}

export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : date.format(d);
}

/** A 0–100 percentage as the API sends it (accuracy, mastery) → "85%" in Polish notation. */
export function formatPercent(percentValue: number): string {
  return percent.format(percentValue / 100);
}
