import { inflateRawSync } from 'node:zlib';

/** A ZIP's entries (name and bytes), read from its central directory: stored or deflated, no ZIP64. */
export function zipEntries(zip: Buffer): { name: string; data: Buffer }[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a ZIP file');
  const entries: { name: string; data: Buffer }[] = [];
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const [nameLength, extraLength, commentLength] = [28, 30, 32].map((o) => zip.readUInt16LE(at + o));
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + size);
    entries.push({ name: zip.subarray(at + 46, at + 46 + nameLength!).toString('utf8'), data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw) });
    at += 46 + nameLength! + extraLength! + commentLength!;
  }
  return entries;
}
