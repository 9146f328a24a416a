// Lists drawn early show times and decimals the French way, like the app's own fields (FieldDisplay).
import { describe, expect, it } from 'vitest';
import { cellText } from '../../instant/firstPage.ts';
import { modelFromSchemas } from '../../model/fromSchemas.ts';
import { buildViews } from '../../views/buildViews.ts';

const [events] = buildViews(modelFromSchemas(), [
  { file: 'x.json', valid: true, data: { resource: 'scheduler_events', route: 'seances' } },
]);

describe('cellText', () => {
  it('shows a time as HH:MM', () => {
    const field = events!.fields.get('hr_start')!;
    expect(field.kind).toBe('time');
    expect(cellText(field, { hr_start: '09:00:00' } as never, new Map())).toBe('09:00');
  });
  it('shows a decimal with a comma', () => {
    const field = { ...events!.fields.get('hr_start')!, name: 'hours', kind: 'number' as const, format: undefined };
    expect(cellText(field, { hours: 3.5 } as never, new Map())).toBe('3,5');
  });
});
