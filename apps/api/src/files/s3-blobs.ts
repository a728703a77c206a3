import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type * as S3 from '@aws-sdk/client-s3';
import type { BlobStore } from './blob-store';

/** Where and how to reach the bucket (S3_* settings: config.ts). */
export interface S3Settings {
  /** The service's URL (e.g. https://s3.me-central-1.amazonaws.com, or a MinIO or R2 address). */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Buckets addressed as a path (`endpoint/bucket/key`): what MinIO and most S3-compatible services want. */
  forcePathStyle: boolean;
  /** A folder for the files inside the bucket (e.g. `uploads/`). */
  prefix: string;
}

type Sdk = typeof S3;

/**
 * The SDK, loaded when the store is made (FILE_STORE=s3 only) rather than at every start; found as
 * Node finds it (its CommonJS build): a bundler's resolution (the tests') picks its `dist-es`
 * folder, whose imports Node cannot load.
 */
const loadSdk = async (): Promise<Sdk> =>
  (await import(
    /* @vite-ignore */ pathToFileURL(createRequire(import.meta.url).resolve('@aws-sdk/client-s3')).href
  )) as Sdk;

/**
 * Files in an S3-compatible bucket (FILE_STORE=s3, #26): every process and machine reads what any
 * wrote; a file is sent as the service streams it (a range is asked for as a range).
 */
export class S3Blobs implements BlobStore {
  readonly kind = 's3';

  private constructor(
    private readonly client: S3.S3Client,
    private readonly sdk: Sdk,
    private readonly settings: S3Settings,
  ) {}

  static async create(settings: S3Settings): Promise<S3Blobs> {
    const sdk = await loadSdk();
    const client = new sdk.S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where the API requires them: the S3-compatible services (MinIO, R2, …) do not all take
      // the trailing checksums the SDK would otherwise add to every upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
    });
    return new S3Blobs(client, sdk, settings);
  }

  private key(name: string): string {
    return `${this.settings.prefix}${name}`;
  }

  async put(name: string, bytes: Uint8Array): Promise<void> {
    // If-None-Match: a name is never written twice (the service refuses with 412).
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.key(name),
        Body: bytes,
        ContentLength: bytes.length,
        IfNoneMatch: '*',
      }),
    );
  }

  async has(name: string): Promise<boolean> {
    try {
      await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.key(name) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async get(name: string): Promise<Uint8Array | undefined> {
    try {
      const answer = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(name) }),
      );
      return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array(0);
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  stream(name: string, start: number, end: number): ReadableStream<Uint8Array> {
    const { client, sdk, settings } = this;
    const key = this.key(name);
    let body: ReadableStreamDefaultReader<Uint8Array> | undefined;
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!body) {
          const answer = await client.send(
            new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: key, Range: `bytes=${start}-${end}` }),
          );
          if (!answer.Body) {
            controller.close();
            return;
          }
          body = (answer.Body.transformToWebStream() as ReadableStream<Uint8Array>).getReader();
        }
        const { done, value } = await body.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      async cancel(reason) {
        await body?.cancel(reason);
      },
    });
  }

  async delete(name: string): Promise<void> {
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(name) }));
  }
}

function isNotFound(error: unknown): boolean {
  const named = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return named.name === 'NotFound' || named.name === 'NoSuchKey' || named.$metadata?.httpStatusCode === 404;
}
