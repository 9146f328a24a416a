// The display widgets of files, re-exported by the detail page (GenericShow.tsx, a lazy chunk) for lazy.tsx to
// load: list cells import them through that existing chunk, so the start bundle carries none of their code and
// the build gains no new lazy entry (each new one makes the bundler split the start bundle further: P4).
export { MediaField } from './MediaField.tsx';
export { ExpiryField } from './ExpiryField.tsx';
export { SignatureField } from './SignatureField.tsx';
