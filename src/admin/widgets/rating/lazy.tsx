// Entry to the rating widget for FieldDisplay and FieldInput: the stars (MUI Rating) load on first use.
import { lazy, Suspense } from 'react';
import type { InputProps } from 'react-admin';

const RatingFieldLazy = lazy(() => import('./RatingStars.tsx').then((m) => ({ default: m.RatingField })));
const RatingInputLazy = lazy(() => import('./RatingStars.tsx').then((m) => ({ default: m.RatingInput })));

export function RatingDisplay({ source, label }: { source: string; label?: string }) {
  return (
    <Suspense fallback={null}>
      <RatingFieldLazy source={source} label={label} />
    </Suspense>
  );
}

export function RatingEdit(props: InputProps & { fullWidth?: boolean }) {
  return (
    <Suspense fallback={null}>
      <RatingInputLazy {...props} />
    </Suspense>
  );
}
