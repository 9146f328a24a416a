// The S3-compatible back end of the file storage (storage.ts), loaded only when FILES_S3_BUCKET is set: AWS S3,
// MinIO, Ceph, Scaleway, OVH… through the AWS SDK. Each file is the object <FILES_S3_PREFIX><uuid> of the bucket.
// Written as it arrives (a multipart upload of 5 MiB parts, two in flight at most) and read as it is sent (the
// object's body streamed), so a file is never whole in memory. The sweep lists the prefix, page by page.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { ops as m } from '../http/messages.ts';
import { checked, HEAD, UUID, type Backend, type StoredFile } from './storage.ts';

/** The bucket and how to reach it, from FILES_S3_*; undefined when FILES_S3_BUCKET is not set. */
export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  prefix: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const yes = (v: string | undefined) => /^(1|true|yes|oui)$/i.test(v ?? '');

/** Reads FILES_S3_*; throws a French message when they contradict each other. */
export function s3Settings(env: NodeJS.ProcessEnv = process.env): S3Settings | undefined {
  const bucket = env.FILES_S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const endpoint = env.FILES_S3_ENDPOINT?.trim() || undefined;
  const accessKeyId = env.FILES_S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.FILES_S3_SECRET_ACCESS_KEY?.trim();
  if (!accessKeyId !== !secretAccessKey) throw new Error(m.s3KeysHalf);
  const style = env.FILES_S3_FORCE_PATH_STYLE?.trim();
  return {
    bucket,
    endpoint,
    region: env.FILES_S3_REGION?.trim() || env.AWS_REGION || 'us-east-1',
    // A server of one's own (MinIO…) usually answers at <endpoint>/<bucket>; AWS at <bucket>.<endpoint>.
    forcePathStyle: style ? yes(style) : Boolean(endpoint),
    prefix: env.FILES_S3_PREFIX?.trim() ?? '',
    // Without keys, the SDK's own chain (AWS_ACCESS_KEY_ID, a profile, the machine's role).
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

const where = (s: S3Settings) => `« ${s.bucket} »${s.endpoint ? ` sur ${s.endpoint}` : ` (AWS, ${s.region})`}`;

const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const missing = (err: unknown) =>
  statusOf(err) === 404 || ['NotFound', 'NoSuchKey'].includes((err as { name?: string }).name ?? '');

/** Why the bucket did not answer, in French (the SDK's own words for the rest). */
function whyUnreachable(err: unknown): string {
  const e = err as { name?: string; code?: string; message?: string };
  const status = statusOf(err);
  if (status === 404) return 'bucket introuvable, HTTP 404';
  if (status === 403 || status === 401) return `accès refusé : clés ou droits, HTTP ${status}`;
  if (status === 301) return 'le bucket est dans une autre région, HTTP 301';
  if (status) return `HTTP ${status}`;
  if (e.name === 'CredentialsProviderError') return "aucune clé d'accès trouvée";
  const code = e.code ?? (e as { cause?: { code?: string } }).cause?.code;
  if (code && /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH)$/.test(code))
    return `connexion impossible, ${code}`;
  return e.message ?? String(err);
}

/** The back end on that bucket, once the bucket answered (else a French error naming it and the variables). */
export async function openS3(settings: S3Settings): Promise<Backend> {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
    // Servers other than AWS often refuse the SDK's newer default checksums: send them only where required.
    ...(settings.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (err) {
    client.destroy();
    throw new Error(m.s3Unreachable(where(settings), whyUnreachable(err)));
  }
  const Bucket = settings.bucket;
  const keyOf = (uuid: string) => settings.prefix + checked(uuid);
  return {
    kind: 's3',
    async put(uuid, stream) {
      let size = 0;
      const heads: Buffer[] = [];
      async function* counted() {
        for await (const part of stream) {
          const chunk = Buffer.isBuffer(part) ? part : Buffer.from(part as Uint8Array);
          if (size < HEAD) heads.push(chunk.subarray(0, HEAD - size));
          size += chunk.length;
          yield chunk;
        }
      }
      // An upload that fails (the client stopped, the size limit) is aborted with its parts: nothing is left.
      await new Upload({
        client,
        params: { Bucket, Key: keyOf(uuid), Body: Readable.from(counted()) },
        partSize: 5 * 1024 * 1024,
        queueSize: 2,
      }).done();
      return { size, head: Buffer.concat(heads) };
    },
    async sizeOf(uuid) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(uuid) }))).ContentLength ?? 0;
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
    },
    async *chunks(uuid) {
      let body: Readable;
      try {
        body = (await client.send(new GetObjectCommand({ Bucket, Key: keyOf(uuid) }))).Body as Readable;
      } catch (err) {
        if (missing(err)) throw Object.assign(new Error(`fichier absent : ${uuid}`), { code: 'ENOENT' });
        throw err;
      }
      // Leaving the loop early (a download cut) destroys the body and frees its connection.
      for await (const chunk of body) yield chunk as Buffer;
    },
    async remove(uuid) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(uuid) }));
    },
    async list() {
      const out: StoredFile[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: settings.prefix || undefined, ContinuationToken }),
        );
        for (const o of page.Contents ?? []) {
          const name = o.Key?.slice(settings.prefix.length) ?? '';
          // Only this product's objects (a shared bucket may hold others under the same prefix).
          if (UUID.test(name)) out.push({ uuid: name, storedAt: o.LastModified?.getTime() ?? Date.now() });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return out;
    },
    close() {
      client.destroy();
    },
  };
}
