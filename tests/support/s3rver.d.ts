// The part of s3rver (an S3-compatible server for tests) the tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    configureBuckets(): Promise<void>;
    /** The Koa request handler, to serve from a server of one's own. */
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
