// The list's bulk actions of this lane, for GenericList's `bulkActionButtons`: the button itself is a lazy
// chunk (the start bundle only gains this file), loaded when the first row is selected.
import { lazy, Suspense } from 'react';
import type { ViewConfig } from '../../views/viewTypes.ts';

const ArchiveBulkButton = lazy(() => import('./ArchiveBulkButton.tsx'));

export function ArchiveBulkActions({ view }: { view: ViewConfig }) {
  return (
    <Suspense fallback={null}>
      <ArchiveBulkButton view={view} />
    </Suspense>
  );
}
