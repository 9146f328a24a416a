// FieldDisplay's entry to the file widgets (list cells and detail pages): loaded lazily from the detail page's
// chunk (views/GenericShow.tsx re-exports them, see showWidgets.ts), never in the start bundle.
import { lazy, Suspense } from 'react';
import type { FileWidget } from './dispatch.ts';

const load = () => import('../../views/GenericShow.tsx');
const MediaFieldLazy = lazy(() => load().then((m) => ({ default: m.MediaField })));
const ExpiryFieldLazy = lazy(() => load().then((m) => ({ default: m.ExpiryField })));
const SignatureFieldLazy = lazy(() => load().then((m) => ({ default: m.SignatureField })));
const WIDGETS = { media: MediaFieldLazy, expiry: ExpiryFieldLazy, signature: SignatureFieldLazy };

export function FileDisplayLazy({ widget, source, label }: { widget: FileWidget; source: string; label?: string }) {
  const Widget = WIDGETS[widget];
  return (
    <Suspense fallback={null}>
      <Widget source={source} label={label} />
    </Suspense>
  );
}
