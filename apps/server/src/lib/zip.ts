// A small ZIP writer (deflate, UTF-8 names) for downloads built from stored files: enough for a
// handful of application forms, with no dependency. Format: PKWARE APPNOTE, no ZIP64.
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Buffer;
}

const DOS_EPOCH = 0x21; // 1980-01-01

export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const used = new Set<string>();
  for (const e of entries) {
    // Two forms with the same name would overwrite each other when unpacked.
    let name = e.name;
    for (let i = 2; used.has(name); i++) name = e.name.replace(/(\.[^.]*)?$/, (ext) => ` (${i})${ext}`);
    used.add(name);
    const nameBuf = Buffer.from(name, 'utf8');
    const packed = deflateRawSync(e.data);
    const crc = crc32(e.data);
    const header = (central: boolean) => {
      const b = Buffer.alloc(central ? 46 : 30);
      let p = 0;
      const u32 = (v: number) => ((p = b.writeUInt32LE(v >>> 0, p)), undefined);
      const u16 = (v: number) => ((p = b.writeUInt16LE(v, p)), undefined);
      u32(central ? 0x02014b50 : 0x04034b50);
      if (central) u16(20); // made by
      u16(20); // needed to extract
      u16(0x0800); // UTF-8 names
      u16(8); // deflate
      u16(0); // time
      u16(DOS_EPOCH);
      u32(crc);
      u32(packed.length);
      u32(e.data.length);
      u16(nameBuf.length);
      u16(0); // extra
      if (central) {
        u16(0); // comment
        u16(0); // disk
        u16(0); // internal attributes
        u32(0); // external attributes
        u32(offset);
      }
      return b;
    };
    const local = Buffer.concat([header(false), nameBuf, packed]);
    centrals.push(Buffer.concat([header(true), nameBuf]));
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, central, end]);
}
