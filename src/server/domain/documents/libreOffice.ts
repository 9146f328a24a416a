// DOCX → PDF for the generated models: LibreOffice headless (Debian's libreoffice-writer-nogui), the converter
// docxtemplater's documentation points to, so that tables, images, headers, footers and styles of the model are
// in the PDF as in Word. One converter per generation job: its own temporary profile folder
// (`-env:UserInstallation`, so two jobs converting at once never share a profile or its lock), each call
// converting a batch of filled DOCX in one start of LibreOffice (its start is the slow part) under a timeout
// after which the whole process group is killed. Without LibreOffice the job is refused with a French message,
// unless the deployment declared the fallback (`DOCUMENTS_PDF_FALLBACK=mise-en-page`): then the paragraphs are
// laid out by pdf-lib (modelFile.ts's `layoutPdf`: text only) and the job says so.
import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HttpError } from '../../http/errors.ts';
import { layoutPdf } from './modelFile.ts';
import * as msg from './messages.ts';

/** `libreoffice`: the faithful conversion; `mise-en-page`: the declared fallback (text only). */
export type PdfEngine = 'libreoffice' | 'mise-en-page';

export interface PdfConverter {
  engine: PdfEngine;
  /** Each filled DOCX as a PDF, or the French error of that one document (order kept). */
  convert(docs: { docx: Buffer; title: string }[]): Promise<(Buffer | HttpError)[]>;
  /** Removes the temporary profile and files. */
  close(): Promise<void>;
}

const timeoutMs = () =>
  Number(process.env.LIBREOFFICE_TIMEOUT_MS) > 0 ? Number(process.env.LIBREOFFICE_TIMEOUT_MS) : 60_000;
const fallbackDeclared = () => process.env.DOCUMENTS_PDF_FALLBACK === 'mise-en-page';

async function executable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The LibreOffice program: `LIBREOFFICE_PATH` if set, else `soffice` or `libreoffice` on the PATH. */
export async function findLibreOffice(): Promise<string | undefined> {
  const given = process.env.LIBREOFFICE_PATH;
  if (given) return (isAbsolute(given) ? await executable(given) : false) ? given : undefined;
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of ['soffice', 'libreoffice']) if (await executable(join(dir, name))) return join(dir, name);
  }
  return undefined;
}

/** The engine a PDF generation would use now; refuses (503, French) when LibreOffice is absent and no fallback is
 * declared. */
export async function pdfEngine(): Promise<PdfEngine> {
  if (await findLibreOffice()) return 'libreoffice';
  if (fallbackDeclared()) return 'mise-en-page';
  throw new HttpError(503, msg.generation.libreOfficeMissing);
}

/** Runs LibreOffice over `files` into `outDir`; rejects with a French error on timeout or a failed start. */
function runLibreOffice(bin: string, profile: string, outDir: string, files: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      bin,
      [
        `-env:UserInstallation=${pathToFileURL(profile).href}`,
        '--headless',
        '--invisible',
        '--nologo',
        '--norestore',
        '--nodefault',
        '--nolockcheck',
        '--convert-to',
        'pdf:writer_pdf_Export',
        '--outdir',
        outDir,
        ...files,
      ],
      { detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, HOME: profile } },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-2000);
    });
    const timer = setTimeout(() => {
      // soffice is a launcher: its children (soffice.bin) are in its process group.
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
      reject(new HttpError(503, msg.generation.libreOfficeTimeout(Math.ceil(timeoutMs() / 1000))));
    }, timeoutMs());
    child.on('error', () => {
      clearTimeout(timer);
      reject(new HttpError(503, msg.generation.libreOfficeMissing));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(new HttpError(503, msg.generation.libreOfficeFailed(stderr.trim().split('\n').pop() ?? `code ${code}`)));
    });
  });
}

/** A converter for one job (see the top of this file): `engine` as decided when the job was accepted, else
 * `pdfEngine()` decides now. */
export async function openConverter(engine?: PdfEngine): Promise<PdfConverter> {
  engine ??= await pdfEngine();
  if (engine === 'mise-en-page') {
    return {
      engine,
      convert: (docs) =>
        Promise.all(
          docs.map((d) =>
            layoutPdf(d.docx, d.title).catch((e: unknown) => {
              if (e instanceof HttpError) return e;
              throw e;
            }),
          ),
        ),
      close: async () => {},
    };
  }
  const bin = await findLibreOffice();
  // Removed since the job was accepted: each document says so.
  if (!bin)
    return {
      engine,
      convert: async (docs) => docs.map(() => new HttpError(503, msg.generation.libreOfficeMissing)),
      close: async () => {},
    };
  const root = await mkdtemp(join(tmpdir(), 'futurosud-lo-'));
  const profile = join(root, 'profil');
  let batch = 0;
  return {
    engine,
    async convert(docs) {
      batch += 1;
      const dir = join(root, `lot-${batch}`);
      const out = join(dir, 'pdf');
      await mkdir(out, { recursive: true });
      const files = docs.map((_, i) => join(dir, `document-${i + 1}.docx`));
      await Promise.all(docs.map((d, i) => writeFile(files[i]!, d.docx)));
      try {
        await runLibreOffice(bin, profile, out, files);
      } catch (err) {
        await rm(dir, { recursive: true, force: true });
        if (err instanceof HttpError) return docs.map(() => err);
        throw err;
      }
      const pdfs = await Promise.all(
        docs.map((_, i) =>
          readFile(join(out, `document-${i + 1}.pdf`)).catch(
            () => new HttpError(422, msg.generation.libreOfficeUnreadable),
          ),
        ),
      );
      await rm(dir, { recursive: true, force: true });
      return pdfs;
    },
    close: () => rm(root, { recursive: true, force: true }),
  };
}
