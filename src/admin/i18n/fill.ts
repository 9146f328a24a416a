// The one way to fill a catalogue text's `%{name}` placeholders, shared with the server's documents.
export { fill, type FillValues } from '../../shared/format/fill.ts';
