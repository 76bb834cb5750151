import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import { tempDir } from "./test-database";

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}

const S3RVER = createRequire(import.meta.url).resolve("s3rver/bin/s3rver.js");

/**
 * A real S3-compatible server (s3rver) on loopback, on a free port, keeping its objects in a
 * temporary folder, with one empty bucket. `stop()` ends it and removes the folder.
 *
 * It runs in a process of its own because its ListObjectsV2 continuation tokens are made with
 * DES, which Node's OpenSSL 3 offers only with --openssl-legacy-provider.
 */
export async function startS3Server(bucket = "media"): Promise<TestS3Server> {
  const directory = tempDir("aig-s3-");
  const server = spawn(
    process.execPath,
    [
      "--openssl-legacy-provider",
      S3RVER,
      ...["--directory", directory, "--address", "127.0.0.1", "--port", "0", "--silent"],
      ...["--configure-bucket", bucket],
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let port: number;
  try {
    port = await listeningPort(server);
  } catch (error) {
    server.kill();
    fs.rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    // The credentials s3rver accepts unless told otherwise.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill();
        await exited;
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The port s3rver announces ("S3rver listening on 127.0.0.1:PORT") once it is ready. */
function listeningPort(server: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`s3rver did not start: ${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on [\d.]+:(\d+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    };
    server.stdout?.on("data", read);
    server.stderr?.on("data", read);
    server.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited (${code}) before listening: ${output}`));
    });
  });
}
