// The entry points of the file widgets for the generic views: React.lazy, so that the start bundle holds only
// this file and dispatch.ts (the widgets, react-dropzone and the previews load with the first page that shows one).
import { lazy, Suspense } from 'react';
import type { Validator } from 'react-admin';
import type { FileWidget } from './dispatch.ts';

const MediaInputLazy = lazy(() => import('./MediaInput.tsx'));
const MediaFieldLazy = lazy(() => import('./MediaField.tsx'));
const ExpiryFieldLazy = lazy(() => import('./ExpiryField.tsx'));

export function FileInputLazy(props: { source: string; label: string; validate?: Validator[]; helperText?: string; disabled?: boolean }) {
  return <Suspense fallback={null}><MediaInputLazy {...props} /></Suspense>;
}

export function FileDisplayLazy({ widget, source, label }: { widget: FileWidget; source: string; label?: string }) {
  return (
    <Suspense fallback={null}>
      {widget === 'media' ? <MediaFieldLazy source={source} label={label} /> : <ExpiryFieldLazy source={source} label={label} />}
    </Suspense>
  );
}
