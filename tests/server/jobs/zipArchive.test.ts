import { zipSync } from 'fflate';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readZip, writeZip, ZipReadError } from '../../../server/jobs/zipArchive';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

const text = (data: Uint8Array) => Buffer.from(data).toString('utf8');

describe('writeZip (Superset’s CSV-in-ZIP replies)', () => {
  it('stores the files uncompressed, in order, with their CRC and Superset’s 1980-01-01 time stamp', () => {
    const zip = writeZip([
      { name: 'query_1.csv', content: 'a,b\n1,2\n' },
      { name: 'query_2.csv', content: 'c\n3\n' },
    ]);
    expect(zip.readUInt32LE(0)).toBe(LOCAL_HEADER);
    expect(zip.readUInt16LE(8)).toBe(0); // method: stored
    expect(zip.readUInt16LE(10)).toBe(0); // DOS time 00:00:00
    expect(zip.readUInt16LE(12)).toBe((0 << 9) | (1 << 5) | 1); // DOS date 1980-01-01
    expect(zip.readUInt32LE(14)).toBe(crc32(Buffer.from('a,b\n1,2\n')));
    expect(zip.includes(Buffer.from('a,b\n1,2\n'))).toBe(true);
    expect(readZip(zip).map((entry) => [entry.name, text(entry.data)])).toEqual([
      ['query_1.csv', 'a,b\n1,2\n'],
      ['query_2.csv', 'c\n3\n'],
    ]);
  });

  it('writes text as UTF-8 and flags non-ASCII names as UTF-8', () => {
    const zip = writeZip([{ name: 'café.csv', content: 'é\n' }]);
    expect(zip.readUInt16LE(6) & 0x0800).toBe(0x0800);
    expect(readZip(zip)).toEqual([{ name: 'café.csv', data: new Uint8Array(Buffer.from('é\n', 'utf8')) }]);
  });

  it('refuses two files of the same name', () => {
    expect(() =>
      writeZip([
        { name: 'a.csv', content: '' },
        { name: 'a.csv', content: '' },
      ]),
    ).toThrow('Duplicate ZIP entry name');
  });
});

describe('readZip (uploaded archives)', () => {
  it('reads deflated entries and leaves directories out', () => {
    const zip = zipSync(
      { 'export/': new Uint8Array(), 'export/metadata.yaml': Buffer.from('version: 1.0.0\n') },
      { level: 6 },
    );
    expect(readZip(zip).map((entry) => [entry.name, text(entry.data)])).toEqual([
      ['export/metadata.yaml', 'version: 1.0.0\n'],
    ]);
  });

  it('refuses archives with too many files or too many bytes before inflating them', () => {
    const zip = zipSync({ 'a.txt': new Uint8Array(600), 'b.txt': new Uint8Array(600) }, { level: 9 });
    expect(() => readZip(zip, { maxEntries: 1, maxTotalBytes: 10_000 })).toThrow(ZipReadError);
    expect(() => readZip(zip, { maxEntries: 10, maxTotalBytes: 1_000 })).toThrow(/more than 1000 bytes/);
    expect(readZip(zip, { maxEntries: 2, maxTotalBytes: 1_200 })).toHaveLength(2);
  });

  it('never inflates an entry past the size its header declares', () => {
    const zip = Buffer.from(zipSync({ 'bomb.bin': new Uint8Array(1_000_000) }, { level: 9 }));
    const central = zip.indexOf(CENTRAL_HEADER);
    zip.writeUInt32LE(10, central + 24); // uncompressed size, central directory
    zip.writeUInt32LE(10, 22); // uncompressed size, local header
    const [entry] = readZip(zip);
    expect(entry.data.byteLength).toBeLessThanOrEqual(10);
  });

  it('answers ZipReadError for something that is not a ZIP', () => {
    expect(() => readZip(Buffer.from('not a zip at all'))).toThrow(ZipReadError);
  });
});
