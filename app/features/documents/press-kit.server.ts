import { Zip, ZipPassThrough } from "fflate";
import { documentKey, originalKeys, SVG_CONTENT_TYPE, svgKey } from "~/features/media/files";
import type { MediaStorage } from "~/features/media/storage.server";
import type { StoredFile } from "./public-queries.server";

/** A file of the ZIP: where its bytes are stored and the name it has in the ZIP. */
interface ZipEntry {
  key: string;
  name: string;
}

/** A title as a file name every system accepts: letters, digits, spaces and a few marks. */
function fileName(title: string): string {
  return (
    title
      .normalize("NFC")
      .replace(/[^\p{L}\p{M}\p{N} ._()'-]+/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 80) || "file"
  );
}

/**
 * The stored files of a press kit as the ZIP names them: a PDF or an SVG logo as served, an
 * image as uploaded (its kept original, whatever its format). Each name is the file's title with its extension,
 * made unique ('Logo.png', 'Logo (2).png').
 */
export async function pressKitEntries(
  storage: MediaStorage,
  files: readonly StoredFile[],
): Promise<ZipEntry[]> {
  const taken = new Set<string>();
  const entries: ZipEntry[] = [];
  for (const file of files) {
    const key =
      file.contentType === "application/pdf"
        ? documentKey(file.hash)
        : file.contentType === SVG_CONTENT_TYPE
          ? svgKey(file.hash)
          : await firstStored(storage, originalKeys(file.hash));
    if (!key) continue;
    const extension = key.slice(key.lastIndexOf(".") + 1);
    const base = fileName(file.title);
    let name = `${base}.${extension}`;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n}).${extension}`;
    taken.add(name.toLowerCase());
    entries.push({ key, name });
  }
  return entries;
}

async function firstStored(storage: MediaStorage, keys: readonly string[]) {
  for (const key of keys) if (await storage.head(key)) return key;
  return undefined;
}

/**
 * The ZIP's bytes as they are made: each file read from the storage in turn and passed through
 * (PDFs and images are compressed already), so a press kit is never held in memory whole.
 */
async function* zipChunks(storage: MediaStorage, entries: readonly ZipEntry[]) {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const taken = function* () {
    if (failure) throw failure;
    for (let chunk = ready.shift(); chunk; chunk = ready.shift()) yield chunk;
  };
  for (const entry of entries) {
    const object = await storage.get(entry.key);
    if (!object) continue;
    const file = new ZipPassThrough(entry.name);
    zip.add(file);
    for await (const chunk of object.body) {
      file.push(chunk instanceof Uint8Array ? chunk : Buffer.from(String(chunk)));
      yield* taken();
    }
    file.push(new Uint8Array(0), true);
    yield* taken();
  }
  zip.end();
  yield* taken();
}

/** The press kit's ZIP as a stream, made while it is sent. */
export function pressKitZip(
  storage: MediaStorage,
  entries: readonly ZipEntry[],
): ReadableStream<Uint8Array> {
  const chunks = zipChunks(storage, entries);
  return new ReadableStream({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
