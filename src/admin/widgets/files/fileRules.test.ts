import { describe, expect, it } from 'vitest';
import {
  acceptOf,
  addDays,
  documentExpiry,
  expiryColour,
  expiryState,
  extensionOf,
  formatSize,
  previewKind,
  refusalOf,
  typeLabel,
  type UploadLimits,
} from './fileRules.ts';

const limits: UploadLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxSize: '10 Mo',
  extensions: ['pdf', 'png', 'jpg', 'txt'],
  types: { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', txt: 'text/plain' },
};

describe('formatSize (French)', () => {
  it('writes bytes, Ko, Mo and Go with a decimal comma and one decimal at most', () => {
    expect(formatSize(0)).toBe('0 o');
    expect(formatSize(512)).toBe('512 o');
    expect(formatSize(1024)).toBe('1 Ko');
    expect(formatSize(1536)).toBe('1,5 Ko');
    expect(formatSize(1.2 * 1024 * 1024)).toBe('1,2 Mo');
    expect(formatSize(10 * 1024 * 1024)).toBe('10 Mo');
    expect(formatSize(3 * 1024 ** 3)).toBe('3 Go');
    expect(formatSize(-1)).toBe('');
  });
});

describe('refusalOf: the check before sending', () => {
  it('lets an accepted file of at most the limit go', () => {
    expect(refusalOf({ name: 'attestation.PDF', size: limits.maxBytes }, limits)).toBeUndefined();
  });
  it('refuses a type the server does not take, naming the accepted ones', () => {
    expect(refusalOf({ name: 'setup.exe', size: 10 }, limits)).toBe(
      "Le fichier « setup.exe » n'est pas d'un type accepté. Types acceptés : pdf, png, jpg, txt.",
    );
    expect(refusalOf({ name: 'sans-extension', size: 10 }, limits)).toMatch(/n'est pas d'un type accepté/);
  });
  it('refuses a file over the limit, with its size and the limit in French', () => {
    expect(refusalOf({ name: 'scan.pdf', size: limits.maxBytes + 1 }, limits)).toBe(
      'Le fichier « scan.pdf » pèse 10 Mo : la taille maximale autorisée est 10 Mo.',
    );
    expect(refusalOf({ name: 'scan.pdf', size: 12.3 * 1024 * 1024 }, limits)).toMatch(/pèse 12,3 Mo/);
  });
  it('refuses an empty file', () => {
    expect(refusalOf({ name: 'vide.txt', size: 0 }, limits)).toBe('Le fichier « vide.txt » est vide.');
  });
  it('reads the extension as the server does', () => {
    expect(extensionOf('dossier/Relevé.été.JPG')).toBe('jpg');
    expect(extensionOf('.bashrc')).toBe('');
    expect(acceptOf(limits)).toBe('.pdf,.png,.jpg,.txt');
  });
});

describe('previews and type names', () => {
  it('previews images and PDF only', () => {
    expect(previewKind('application/pdf')).toBe('pdf');
    expect(previewKind('image/png')).toBe('image');
    expect(previewKind('image/jpeg')).toBe('image');
    expect(previewKind('text/plain; charset=utf-8')).toBeUndefined();
    expect(previewKind(undefined)).toBeUndefined();
  });
  it('names types in French', () => {
    expect(typeLabel('application/pdf')).toBe('PDF');
    expect(typeLabel('text/plain; charset=utf-8')).toBe('Texte');
    expect(typeLabel('application/x-inconnu')).toBe('application/x-inconnu');
    expect(typeLabel('image/jpeg')).toBe('Image JPEG');
    expect(typeLabel('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('Word');
    expect(typeLabel('application/vnd.oasis.opendocument.spreadsheet')).toBe('OpenDocument');
  });
});

describe('expiry', () => {
  const today = '2026-11-24';
  it('is red past the end date, orange within 30 days, valid beyond', () => {
    expect(expiryState('2026-11-23', today)).toBe('expired');
    expect(expiryState('2026-11-24', today)).toBe('soon');
    expect(expiryState('2026-12-24', today)).toBe('soon');
    expect(expiryState('2026-12-25', today)).toBe('valid');
    expect(expiryState(null, today)).toBeUndefined();
    expect(expiryState('pas une date', today)).toBeUndefined();
    expect(expiryColour('expired')).toBe('#b71c1c');
    expect(expiryColour('soon')).toBe('#8a4b00');
    expect(expiryColour('valid')).toBeUndefined();
  });
  it('takes the end date, else the date plus the maximum age (criminal record extract: 31 days)', () => {
    expect(documentExpiry({ end: '2027-01-31T00:00:00+01:00', date: '2026-01-01' })).toBe('2027-01-31');
    expect(documentExpiry({ end: null, date: '2026-10-01', maxAgeDays: 31 })).toBe('2026-11-01');
    expect(expiryState(documentExpiry({ date: '2026-10-01', maxAgeDays: 31 }), today)).toBe('expired');
    expect(expiryState(documentExpiry({ date: '2026-11-20', maxAgeDays: 31 }), today)).toBe('soon');
    expect(documentExpiry({ end: null, date: '2026-10-01', maxAgeDays: null })).toBeUndefined();
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
