// The export buttons as GenericList uses them: lazy chunks (the download code, the menu and the data
// provider's URL capture are not in the start bundle), drawn once loaded.
import { lazy, Suspense } from 'react';
import type { ViewConfig } from '../../views/viewTypes.ts';

const Button = lazy(() => import('./ExportButton.tsx'));
const Selected = lazy(() => import('./ExportSelectedButton.tsx'));

export const ListExportButton = ({ view }: { view: ViewConfig }) => <Suspense fallback={null}><Button view={view} /></Suspense>;
export const ExportSelectionButton = ({ view }: { view: ViewConfig }) => <Suspense fallback={null}><Selected view={view} /></Suspense>;
