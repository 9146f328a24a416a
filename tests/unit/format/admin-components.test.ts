// The react-admin fields and inputs of the formats, rendered on the server (no DOM in the unit project):
// fields show the grouped value, inputs show the stored value grouped, validators give the French error.
import { createElement as h, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { Form, RecordContextProvider } from 'react-admin';
import {
  DateFrField, MoneyField, NirField, PhoneField, SiretField, SirenField, SiretInput, NirInput, DateFrInput,
  MoneyInput, formatValidator, formats, formatInputs, isFormatName,
} from '../../../src/admin/formats/index.ts';
import { formatMessages } from '../../../src/shared/format/index.ts';

const record = {
  id: 1, date: '2024-03-05', amount: 1234.5, phone: '0612345678', siren: '443061841', siret: '44306184100047',
  nir: '255081416802538', empty: null,
};

const text = (html: string) =>
  html.replace(/<style[^>]*>.*?<\/style>/gs, '').replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");
// A memory router (react-admin's own is a hash router, which needs a browser document); AdminContext itself
// renders nothing on the server, and the fields and the form need only the router and their own contexts.
const inAdmin = (child: ReactElement) => renderToString(h(MemoryRouter, null, child));
const field = (component: (p: { source: string }) => ReactElement, source: string) =>
  text(inAdmin(h(RecordContextProvider, { value: record, children: h(component, { source }) })));

describe('format fields', () => {
  it('show grouped French values', () => {
    expect(field(DateFrField, 'date')).toBe('05/03/2024');
    expect(field(MoneyField, 'amount')).toBe('1\u202f234,50\u00a0€');
    expect(field(PhoneField, 'phone')).toBe('06 12 34 56 78');
    expect(field(SirenField, 'siren')).toBe('443 061 841');
    expect(field(SiretField, 'siret')).toBe('443 061 841 00047');
    expect(field(NirField, 'nir')).toBe('2 55 08 14 168 025 38');
    expect(field(PhoneField, 'empty')).toBe('');
  });
});

describe('format inputs', () => {
  const input = (component: (p: { source: string; label: string }) => ReactElement, source: string) =>
    inAdmin(h(Form, { record, children: h(component, { source, label: 'Valeur' }) }));

  it('show the stored value grouped, with the format placeholder', () => {
    expect(input(SiretInput, 'siret')).toContain('value="443 061 841 00047"');
    expect(input(NirInput, 'nir')).toContain('value="2 55 08 14 168 025 38"');
    expect(input(DateFrInput, 'date')).toContain('value="05/03/2024"');
    expect(input(DateFrInput, 'date')).toContain('placeholder="JJ/MM/AAAA"');
    expect(input(MoneyInput, 'amount')).toContain('value="1\u202f234,50"');
  });

  it('store typed text normalised', () => {
    expect(formats.siret.read('443 061 841 00047')).toBe('44306184100047');
    expect(formats.nir.read('1 80 01 2a 123 456 20')).toBe('180012A12345620');
    expect(formats.phone.read('06.12.34.56.78')).toBe('0612345678');
    expect(formats.date.read('5/3/2024')).toBe('2024-03-05');
    expect(formats.date.read('31/02/2024')).toBe('31/02/2024'); // kept as typed, for the validator to name it
    expect(formats.money.read('1 234,50')).toBe(1234.5);
    expect(formats.phone.read('  ')).toBeNull();
    // An unreadable amount or date is shown back as typed after blur, not blanked.
    expect(formats.money.show(formats.money.read('12,345'))).toBe('12,345');
    expect(formats.date.show(formats.date.read('31/02/2024'))).toBe('31/02/2024');
  });

  it('validate the stored value with the French messages', () => {
    const v = (name: Parameters<typeof formatValidator>[0], value: unknown) => formatValidator(name)(value, {}, {});
    expect(v('siret', '44306184100048')).toBe(formatMessages.siretCle);
    expect(v('siret', '44306184100047')).toBeUndefined();
    expect(v('nir', '255081416802539')).toBe(formatMessages.nirCle);
    expect(v('date', '31/02/2024')).toBe(formatMessages.dateInexistante);
    expect(v('date', '2024-02-29')).toBeUndefined();
    expect(v('money', 1234.5)).toBeUndefined();
    expect(v('money', '12,345')).toBe(formatMessages.montant);
    expect(v('phone', '061234')).toBe(formatMessages.telephone);
    expect(v('phone', null)).toBeUndefined();
  });

  it('are found by format name', () => {
    expect(isFormatName('siret') && formatInputs.siret === SiretInput).toBe(true);
    expect(isFormatName('couleur')).toBe(false);
  });
});
