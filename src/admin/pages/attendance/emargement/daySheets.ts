// The sign-in page opened from the home's count (`?jour=YYYY-MM-DD&a_signer=1`): that day's sheets still open
// and its sessions without a sheet, exactly what the count counts (the day's sessions not signed yet). Pure.

/** The day asked by the address, or null for the whole month. */
export function dayToSign(search: URLSearchParams): string | null {
  const day = search.get('jour');
  return search.get('a_signer') === '1' && day !== null && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}

/** The month's sheets and sessions without a sheet, kept to that day's still to sign (all of them without a day). */
type Sheet = { status: number; event_detail: { dt_start: string } };

export function onDayToSign<S extends Sheet, E extends { dt_start: string }>(
  sheets: S[],
  withoutSheet: E[],
  day: string | null,
): { sheets: S[]; withoutSheet: E[] } {
  if (day === null) return { sheets, withoutSheet };
  const sameDay = (d: string) => d.slice(0, 10) === day;
  return {
    sheets: sheets.filter((s) => s.status === 0 && sameDay(s.event_detail.dt_start)),
    withoutSheet: withoutSheet.filter((e) => sameDay(e.dt_start)),
  };
}
