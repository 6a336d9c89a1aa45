// A streaming ZIP writer for the "my data" download: each entry is deflated as its bytes arrive
// from the storage and sent on, with its sizes and CRC in a data descriptor after it (general purpose
// bit 3), so the whole archive is never held in memory. UTF-8 names, no ZIP64 (an account's
// uploads stay far below 4 GB). Format: PKWARE APPNOTE 4.3.9.
import { PassThrough, Readable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

export interface StreamEntry {
  name: string;
  /** The bytes, or a function opening them (called when the entry is written); null skips the entry. */
  open: () => Promise<Buffer | Readable | null>;
}

const DOS_DATE = 0x21; // 1980-01-01
const FLAGS = 0x0808; // data descriptor + UTF-8 names

export function zipStream(entries: StreamEntry[]): Readable {
  const out = new PassThrough();
  void (async () => {
    const centrals: Buffer[] = [];
    const used = new Set<string>();
    let offset = 0;
    const write = async (b: Buffer) => {
      offset += b.length;
      if (!out.write(b)) await new Promise<void>((r) => out.once('drain', r));
    };
    for (const e of entries) {
      const data = await e.open();
      if (!data) continue;
      let name = e.name;
      for (let i = 2; used.has(name); i++) name = e.name.replace(/(\.[^.]*)?$/, (ext) => ` (${i})${ext}`);
      used.add(name);
      const nameBuf = Buffer.from(name, 'utf8');
      const start = offset;
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(FLAGS, 6);
      local.writeUInt16LE(8, 8);
      local.writeUInt16LE(0, 10);
      local.writeUInt16LE(DOS_DATE, 12);
      // crc and sizes (14-25) are zero: they follow in the data descriptor.
      local.writeUInt16LE(nameBuf.length, 26);
      await write(Buffer.concat([local, nameBuf]));
      let crc = 0;
      let size = 0;
      let packed = 0;
      const deflate = createDeflateRaw();
      const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
      const feeding = (async () => {
        for await (const chunk of source) {
          const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
          crc = crc32(b, crc);
          size += b.length;
          if (!deflate.write(b)) await new Promise<void>((r) => deflate.once('drain', r));
        }
        deflate.end();
      })();
      for await (const c of deflate) {
        packed += (c as Buffer).length;
        await write(c as Buffer);
      }
      await feeding;
      const desc = Buffer.alloc(16);
      desc.writeUInt32LE(0x08074b50, 0);
      desc.writeUInt32LE(crc >>> 0, 4);
      desc.writeUInt32LE(packed, 8);
      desc.writeUInt32LE(size, 12);
      await write(desc);
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(FLAGS, 8);
      central.writeUInt16LE(8, 10);
      central.writeUInt16LE(0, 12);
      central.writeUInt16LE(DOS_DATE, 14);
      central.writeUInt32LE(crc >>> 0, 16);
      central.writeUInt32LE(packed, 20);
      central.writeUInt32LE(size, 24);
      central.writeUInt16LE(nameBuf.length, 28);
      central.writeUInt32LE(start, 42);
      centrals.push(Buffer.concat([central, nameBuf]));
    }
    const dir = Buffer.concat(centrals);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(centrals.length, 8);
    end.writeUInt16LE(centrals.length, 10);
    end.writeUInt32LE(dir.length, 12);
    end.writeUInt32LE(offset, 16);
    await write(Buffer.concat([dir, end]));
    out.end();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}
