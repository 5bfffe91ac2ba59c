/** The part of s3rver's API the S3 deploy test uses (the package ships no types). */
// cspell:words s3rver S3RVER
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    serviceEndpoint?: string;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }

  /** A local server speaking the S3 protocol, with S3's static-website mode for configured buckets. */
  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
