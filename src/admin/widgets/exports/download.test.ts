// The download of an export: bearer token sent, bytes received reported as they come, the file saved under the
// server's name, a refusal thrown with the server's French description (shown after the spec's notice).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadExport, ExportError } from './download.ts';

const saved: { download: string; href: string }[] = [];
function stubPage(response: Response) {
  const fetchMock = vi.fn(async (_url: URL, _init: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', {
    body: { appendChild: () => undefined },
    createElement: () => {
      const link = {
        href: '',
        download: '',
        click: () => saved.push({ download: link.download, href: link.href }),
        remove: () => undefined,
      };
      return link;
    },
  });
  return fetchMock;
}
afterEach(() => {
  vi.unstubAllGlobals();
  saved.length = 0;
});

/** A body streamed in three chunks. */
const streamed = (parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of parts) controller.enqueue(new TextEncoder().encode(p));
      controller.close();
    },
  });

describe('downloadExport', () => {
  it('sends the token, reports the bytes received and saves under the server name', async () => {
    const fetchMock = stubPage(
      new Response(streamed(['\uFEFFNom;Prénom\r\n', 'Dupont;Léa\r\n', 'Martin;Noé\r\n']), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="etudiants-2026-11-24.csv"',
        },
      }),
    );
    const progress: number[] = [];
    const name = await downloadExport({
      collection: new URL('http://h/api/etudiants?type=1&page=2'),
      format: 'csv',
      view: 'stagiaires',
      token: 'jeton',
      progress: (n) => progress.push(n),
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('http://h/api/etudiants/export.csv?type=1&view=stagiaires');
    expect(init.headers).toEqual({ Authorization: 'Bearer jeton' });
    expect(progress).toHaveLength(3);
    expect(progress[2]).toBe(new TextEncoder().encode('\uFEFFNom;Prénom\r\nDupont;Léa\r\nMartin;Noé\r\n').byteLength);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(name).toBe('etudiants-2026-11-24.csv');
    expect(saved).toEqual([{ download: 'etudiants-2026-11-24.csv', href: expect.stringMatching(/^blob:/) }]);
  });

  it('names the file after the view when the server gives no name', async () => {
    stubPage(
      new Response(streamed(['x']), {
        headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      }),
    );
    const name = await downloadExport({
      collection: new URL('http://h/api/groupes'),
      format: 'xlsx',
      view: 'pedagogie/groupes',
      token: null,
      progress: () => undefined,
    });
    expect(name).toBe('pedagogie-groupes.xlsx');
  });

  it("throws the server's French reason and saves nothing on a refusal", async () => {
    stubPage(
      new Response(
        JSON.stringify({ 'hydra:description': "La valeur « hier » du filtre « birthdate[after] » n'est pas valide." }),
        { status: 400 },
      ),
    );
    const run = downloadExport({
      collection: new URL('http://h/api/etudiants'),
      format: 'csv',
      view: 'stagiaires',
      token: 't',
      progress: () => undefined,
    });
    await expect(run).rejects.toBeInstanceOf(ExportError);
    await expect(run).rejects.toMatchObject({
      status: 400,
      message: "La valeur « hier » du filtre « birthdate[after] » n'est pas valide.",
    });
    expect(saved).toEqual([]);
  });
});
