// Small statistics of the benchmark: percentiles of samples, and the figure record written to latest.json.
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export const median = (samples: number[]) => percentile(samples, 50);

export interface Figure {
  ours: number;
  reference: number;
  ratio: number;
  target: string;
  unit: string;
  /** Whether the ratio meets the target. */
  met: boolean;
  note?: string;
  [extra: string]: unknown;
}

const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;

/** A figure whose target is "ratio ≤ max" or "ratio ≥ min". */
export function figure(ours: number, reference: number, unit: string, target: { max?: number; min?: number }, extra: Partial<Figure> = {}): Figure {
  const ratio = reference === 0 ? NaN : ours / reference;
  const met = target.max !== undefined ? ratio <= target.max : ratio >= (target.min ?? 0);
  const text = target.max !== undefined ? `≤ ${target.max}×` : `≥ ${target.min}×`;
  return { ours: round(ours), reference: round(reference), ratio: round(ratio), target: text, unit, met, ...extra };
}
