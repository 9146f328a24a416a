import { describe, expect, it } from 'vitest';
import { notificationBody } from './notificationBody.ts';

describe('notificationBody', () => {
  it('shows the message when it says more than the title', () => {
    const message = 'Votre ticket n° 12 a été résolu.';
    expect(notificationBody({ title: 'Ticket résolu', message })).toBe(message);
  });
  it('shows nothing when the message repeats the title, or is empty', () => {
    const title = "Nouvelle demande d'inscription reçue";
    expect(notificationBody({ title, message: title })).toBeNull();
    expect(notificationBody({ title: 'Bilan archivé', message: '  bilan  ARCHIVÉ. ' })).toBeNull();
    expect(notificationBody({ title: 'Bilan archivé', message: null })).toBeNull();
    expect(notificationBody({ title: 'Bilan archivé', message: ' ' })).toBeNull();
  });
});
