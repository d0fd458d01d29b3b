// @ts-check
/**
 * Reads a WOFF2 font's tables without a font library: the table directory, then the one Brotli stream that
 * holds every table (Node's zlib decompresses it). Only the tables WOFF2 stores as they are (all but `glyf`,
 * `loca` and a transformed `hmtx`) come back; the heading font's test reads its character map and its weight
 * axis from them. Format: https://www.w3.org/TR/WOFF2/
 */
import { brotliDecompressSync } from 'node:zlib';

// The tags WOFF2 names by index in a table directory entry (flags 0–62); 63 means the tag follows.
const KNOWN_TAGS = (
  'cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp hdmx kern LTSH ' +
  'PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG_ sbix acnt avar bdat bloc ' +
  'bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'
)
  .split(' ')
  .map((tag) => tag.replace('_', ' '));

/**
 * The font's untransformed tables by tag.
 * @param {Buffer} font a WOFF2 file
 * @returns {Map<string, Buffer>}
 */
export function woff2Tables(font) {
  if (font.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 file');
  const numTables = font.readUInt16BE(12);
  const compressedLength = font.readUInt32BE(20);
  let offset = 48;
  /** UIntBase128: seven bits a byte, the high bit says another byte follows. */
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = font[offset++];
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error('UIntBase128 longer than five bytes');
  };
  const entries = [];
  for (let i = 0; i < numTables; i++) {
    const flags = font[offset++];
    let tag = KNOWN_TAGS[flags & 0x3f];
    if ((flags & 0x3f) === 0x3f) {
      tag = font.toString('latin1', offset, offset + 4);
      offset += 4;
    }
    const version = flags >> 6;
    const origLength = base128();
    // glyf and loca are transformed at version 0; every other table at any version but 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    const length = transformed ? base128() : origLength;
    entries.push({ tag, length, transformed });
  }
  const data = brotliDecompressSync(font.subarray(offset, offset + compressedLength));
  const tables = new Map();
  let position = 0;
  for (const { tag, length, transformed } of entries) {
    if (!transformed) tables.set(tag, data.subarray(position, position + length));
    position += length;
  }
  if (position !== data.length) throw new Error(`table lengths (${position}) differ from the data (${data.length})`);
  return tables;
}

/**
 * Every code point the font maps to a glyph, from its Unicode character map (format 4 or 12).
 * @param {Buffer} font a WOFF2 file
 * @returns {Set<number>}
 */
export function woff2CodePoints(font) {
  const cmap = woff2Tables(font).get('cmap');
  if (!cmap) throw new Error('no cmap table');
  const subtables = [];
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const record = 4 + i * 8;
    subtables.push({ platform: cmap.readUInt16BE(record), offset: cmap.readUInt32BE(record + 4) });
  }
  const codePoints = new Set();
  for (const { offset } of subtables.filter((table) => table.platform === 0 || table.platform === 3)) {
    const format = cmap.readUInt16BE(offset);
    if (format === 4) {
      const segments = cmap.readUInt16BE(offset + 6) / 2;
      const ends = offset + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const end = cmap.readUInt16BE(ends + s * 2);
        const start = cmap.readUInt16BE(starts + s * 2);
        const delta = cmap.readUInt16BE(deltas + s * 2);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          const glyph = rangeOffset
            ? cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2)
            : (c + delta) & 0xffff;
          if (glyph) codePoints.add(c);
        }
      }
    } else if (format === 12) {
      const groups = cmap.readUInt32BE(offset + 12);
      for (let g = 0; g < groups; g++) {
        const group = offset + 16 + g * 12;
        const start = cmap.readUInt32BE(group);
        const end = cmap.readUInt32BE(group + 4);
        for (let c = start; c <= end; c++) codePoints.add(c);
      }
    }
  }
  return codePoints;
}

/**
 * The range of each variation axis (`fvar`), by tag: `{ wght: { min: 600, max: 700 } }`.
 * @param {Buffer} font a WOFF2 file
 * @returns {Record<string, { min: number, max: number }>}
 */
export function woff2Axes(font) {
  const fvar = woff2Tables(font).get('fvar');
  if (!fvar) return {};
  const axes = /** @type {Record<string, { min: number, max: number }>} */ ({});
  const first = fvar.readUInt16BE(4);
  for (let i = 0; i < fvar.readUInt16BE(8); i++) {
    const axis = first + i * fvar.readUInt16BE(10);
    axes[fvar.toString('latin1', axis, axis + 4)] = {
      min: fvar.readInt32BE(axis + 4) / 65536,
      max: fvar.readInt32BE(axis + 12) / 65536,
    };
  }
  return axes;
}

/**
 * The weight the font is drawn at, its OS/2 `usWeightClass` (400 regular, 600 semibold, 700 bold).
 * @param {Buffer} font a WOFF2 file
 * @returns {number}
 */
export function woff2WeightClass(font) {
  const os2 = woff2Tables(font).get('OS/2');
  if (!os2) throw new Error('no OS/2 table');
  return os2.readUInt16BE(4);
}
