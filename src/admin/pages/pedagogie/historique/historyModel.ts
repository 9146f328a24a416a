// A trainee's evaluation history as the chart draws it: one series per unit, one point per evaluation date
// (the unit's score that day, null where the unit was not evaluated). Pure, unit-tested.
export interface UnitPoint {
  evaluation: string;
  date: string;
  unit: string;
  label: string;
  score: number;
}

export interface History {
  dates: string[];
  series: { id: string; label: string; data: (number | null)[] }[];
}

export function historyOf(points: UnitPoint[]): History {
  const dates = [...new Set(points.map((p) => p.date))].sort();
  const units = new Map<string, string>();
  for (const p of points) units.set(p.unit, p.label);
  return {
    dates,
    series: [...units.entries()].map(([id, label]) => ({
      id,
      label,
      // The latest evaluation of a day wins: points come in evaluation order.
      data: dates.map((d) => {
        const ofDay = points.filter((p) => p.unit === id && p.date === d);
        return ofDay.length ? ofDay[ofDay.length - 1]!.score : null;
      }),
    })),
  };
}
