import { describe, expect, it } from 'vitest';
import { GIF, makeJpeg, makePng, makeWebp } from '../../../test/fixtures';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { stripMetadata, stripMetadataStream } from './strip-metadata';

const GPS = 'Exif GPSLatitude 31.2304N';
const has = (b: Buffer | null, s: string) => !!b && b.includes(Buffer.from(s, 'latin1'));
const seg = (marker: number, body: string) => {
  const data = Buffer.from(body, 'latin1');
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
};

describe('stripMetadata', () => {
  it('removes EXIF from a JPEG and keeps the picture byte for byte', () => {
    const out = stripMetadata('jpg', makeJpeg(GPS));
    expect(has(out, 'GPSLatitude')).toBe(false);
    expect(out!.equals(makeJpeg())).toBe(true);
  });

  it('drops a second picture appended after the end of the first (multi-picture files)', () => {
    const second = makeJpeg(GPS);
    const out = stripMetadata('jpg', Buffer.concat([makeJpeg(), second]));
    expect(has(out, 'GPSLatitude')).toBe(false);
    expect(out!.equals(makeJpeg())).toBe(true);
  });

  it('removes metadata segments between the scans of a progressive picture, and the MPF index', () => {
    const base = makeJpeg();
    const eoi = base.length - 2;
    // A second scan after the first one, with an APP1 and an MPF APP2 in between.
    const sos = base.subarray(base.indexOf(Buffer.from([0xff, 0xda])), eoi);
    const crafted = Buffer.concat([base.subarray(0, eoi), seg(0xe1, GPS), seg(0xe2, 'MPF\0index'), sos, Buffer.from([0xff, 0xd9])]);
    const out = stripMetadata('jpg', crafted);
    expect(out).not.toBeNull();
    expect(has(out, 'GPSLatitude')).toBe(false);
    expect(has(out, 'MPF')).toBe(false);
    expect(out!.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
  });

  it('refuses a broken JPEG', () => {
    expect(stripMetadata('jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x00]))).toBeNull();
  });

  it('removes text chunks from PNG and EXIF from WebP', () => {
    expect(has(stripMetadata('png', makePng(2, 2, GPS)), 'GPSLatitude')).toBe(false);
    const webp = stripMetadata('webp', makeWebp(GPS));
    expect(has(webp, 'GPSLatitude')).toBe(false);
    expect(webp!.toString('latin1', 0, 4)).toBe('RIFF');
    expect(webp!.readUInt32LE(4)).toBe(webp!.length - 8);
  });

  it('removes comments and XMP from GIF and keeps the looping extension', () => {
    const comment = Buffer.concat([Buffer.from([0x21, 0xfe, GPS.length]), Buffer.from(GPS, 'latin1'), Buffer.from([0])]);
    const xmpData = Buffer.from('<x:xmpmeta>GPSLatitude</x:xmpmeta>', 'latin1');
    const xmp = Buffer.concat([
      Buffer.from([0x21, 0xff, 11]),
      Buffer.from('XMP DataXMP', 'latin1'),
      Buffer.from([xmpData.length]),
      xmpData,
      Buffer.from([0]),
    ]);
    const loop = Buffer.concat([Buffer.from([0x21, 0xff, 11]), Buffer.from('NETSCAPE2.0', 'latin1'), Buffer.from([3, 1, 0, 0, 0])]);
    const crafted = Buffer.concat([GIF.subarray(0, 13), loop, comment, xmp, GIF.subarray(13)]);
    const out = stripMetadata('gif', crafted);
    expect(has(out, 'GPSLatitude')).toBe(false);
    expect(has(out, 'NETSCAPE2.0')).toBe(true);
    expect(out!.equals(Buffer.concat([GIF.subarray(0, 13), loop, GIF.subarray(13)]))).toBe(true);
  });

  it('gives the same bytes when the picture arrives one byte at a time (streamed uploads)', async () => {
    const progressive = (() => {
      const base = makeJpeg(GPS);
      const eoi = base.length - 2;
      const sos = base.subarray(base.indexOf(Buffer.from([0xff, 0xda])), eoi);
      // Restart markers and stuffed bytes inside the scan, and fill bytes before a marker.
      return Buffer.concat([
        base.subarray(0, eoi),
        Buffer.from([0xff, 0xd0, 0xff, 0x00]),
        seg(0xe1, GPS),
        sos,
        Buffer.from([0xff, 0xff, 0xd9]),
      ]);
    })();
    const cases: [string, Buffer][] = [
      ['jpg', makeJpeg(GPS)],
      ['jpg', progressive],
      ['png', makePng(3, 3, GPS)],
      ['webp', makeWebp(GPS)],
      ['gif', GIF],
    ];
    for (const [ext, data] of cases) {
      const whole = stripMetadata(ext, data);
      expect(whole, ext).not.toBeNull();
      expect(has(whole, 'GPSLatitude'), ext).toBe(false);
      const bytes = Readable.from(Array.from(data, (b) => Buffer.from([b])));
      const streamed = await buffer(bytes.pipe(stripMetadataStream(ext)));
      expect(streamed.equals(whole!), ext).toBe(true);
    }
  });

  it('fails a stream that ends before the picture does', async () => {
    const cut = makePng().subarray(0, 20);
    await expect(buffer(Readable.from([cut]).pipe(stripMetadataStream('png')))).rejects.toThrow(/broken picture/);
  });

  it("overwrites WebP's EXIF with a padding chunk of the same length and clears its flag", () => {
    const out = stripMetadata('webp', makeWebp(GPS))!;
    expect(out.length).toBe(makeWebp(GPS).length);
    expect(out.includes(Buffer.from('JUNK', 'latin1'))).toBe(true);
    expect(out[20] & 0x08).toBe(0);
  });
});
