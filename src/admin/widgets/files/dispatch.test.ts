import { describe, expect, it } from 'vitest';
import { fileWidgetOf } from './dispatch.ts';

describe('fileWidgetOf', () => {
  it('gives the file widget to relations to media_objects, and the expiry to end-of-validity dates', () => {
    expect(fileWidgetOf({ kind: 'relation', reference: 'media_objects', name: 'file' })).toBe('media');
    expect(fileWidgetOf({ kind: 'relation', reference: 'media_objects', name: 'photo' })).toBe('media');
    expect(fileWidgetOf({ kind: 'date', name: 'date_expiration' })).toBe('expiry');
    expect(fileWidgetOf({ kind: 'string', name: 'speaker_signature' })).toBe('signature');
    expect(fileWidgetOf({ kind: 'string', name: 'signature' })).toBe('signature');
  });
  it('leaves other relations and dates to the generic inputs', () => {
    expect(fileWidgetOf({ kind: 'relation', reference: 'etudiants', name: 'etudiant' })).toBeUndefined();
    expect(fileWidgetOf({ kind: 'date', name: 'date_document' })).toBeUndefined();
    expect(fileWidgetOf({ kind: 'string', name: 'date_expiration' })).toBeUndefined();
    expect(fileWidgetOf({ kind: 'date', name: 'date_signature' })).toBeUndefined();
  });
});
