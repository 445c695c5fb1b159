const time = new Intl.DateTimeFormat('pl-PL', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** "12:03:05" for the autosave note. */
export function formatTime(epochMs: number): string {
  return time.format(new Date(epochMs));
}
