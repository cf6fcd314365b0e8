/** Times as players read them: Asia/Kolkata wall-clock text. */
const IST_OFFSET_MS = 330 * 60_000;

/** 'YYYY-MM-DD HH:MM:SS' in Asia/Kolkata. */
export function istDateTime(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** 'DD/MM/YYYY' of an ISO date. */
export function dayMonthYear(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}
