// An S3-compatible server for the tests: s3rver on a free loopback port, its buckets made,
// its objects in a temporary folder. s3rver checks the access key but not a Signature V4
// (it says so: "unimplemented"), so each request's signature is checked here first, with
// the AWS SDK's own signer and the one secret: a client with a wrong secret is refused
// with S3's SignatureDoesNotMatch, as AWS would.
// The server's project compiles this file (through its tests) without tests/support's own
// declarations, so s3rver's comes by reference.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./s3rver.d.ts" />
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SignatureV4 } from '@smithy/signature-v4';
import type { SourceData } from '@smithy/types';
import S3rver from 's3rver';

/** s3rver's one account. */
export const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const S3_REGION = 'us-east-1';

export interface TestS3 {
  endpoint: string;
  /** Environment that points the service at this server's buckets. */
  env(buckets: { media: string; uploads: string }): Record<string, string>;
  /** Requests refused for their signature, counted. */
  refused(): number;
  /** Every request that reached the server, as `METHOD /path?query`. */
  requests: string[];
  close(): Promise<void>;
}

export async function startS3(buckets: string[]): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-s3-'));
  const s3rver = new S3rver({
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  let refused = 0;
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    void signedRight(request).then((right) => {
      if (right) return handle(request, response);
      refused++;
      request.resume();
      response.writeHead(403, { 'content-type': 'application/xml' });
      response.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match the signature you provided.</Message></Error>',
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    env: (names) => ({
      S3_ENDPOINT: endpoint,
      S3_REGION,
      S3_BUCKET_MEDIA: names.media,
      S3_BUCKET_UPLOADS: names.uploads,
      S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    refused: () => refused,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Node's hashes in the shape the SDK's signer takes. */
class Sha256 {
  private readonly hash: crypto.Hash | crypto.Hmac;
  constructor(secret?: SourceData) {
    this.hash = secret ? crypto.createHmac('sha256', bytesOf(secret)) : crypto.createHash('sha256');
  }
  update(data: SourceData) {
    this.hash.update(bytesOf(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {}
}

const bytesOf = (data: SourceData) =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

const signer = new SignatureV4({
  credentials: S3_KEYS,
  region: S3_REGION,
  service: 's3',
  sha256: Sha256,
  uriEscapePath: false,
  applyChecksum: false,
});

/** Signs the request again with the one secret and compares: a header signature only. */
async function signedRight(request: http.IncomingMessage): Promise<boolean> {
  const given =
    /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=(\w+)$/.exec(
      request.headers.authorization ?? '',
    );
  if (!given) return false;
  const [, , signedHeaders = '', signature] = given;
  const url = new URL(request.url ?? '/', 'http://localhost');
  const headers: Record<string, string> = {};
  for (const name of signedHeaders.split(';')) headers[name] = String(request.headers[name] ?? '');
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = value;
  const amzDate = headers['x-amz-date'] ?? '';
  const signingDate = new Date(
    amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  const signed = await signer.sign(
    {
      method: request.method ?? 'GET',
      protocol: 'http:',
      hostname: '127.0.0.1',
      path: url.pathname,
      query,
      headers,
    },
    { signingDate },
  );
  const again = /Signature=(\w+)/.exec(String(signed.headers.authorization))?.[1];
  return again === signature;
}
