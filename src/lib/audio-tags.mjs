// @ts-check
/**
 * An MP3 without its tags: the ID3v2 block at the start (with its footer, if any) and the ID3v1 block at the end,
 * which a recorder or an editor fills with names, dates, devices and sometimes a place. The sample call
 * (content/sample-call/) is built this way, as photos are re-encoded without their metadata (docs/cms.md).
 * @param {Uint8Array} bytes
 * @returns {Uint8Array}
 */
export function withoutAudioTags(bytes) {
  let start = 0;
  // ID3v2: "ID3", version (2), flags (1), size as four 7-bit bytes; a footer adds 10 bytes (flag 0x10).
  while (
    bytes.length - start >= 10 &&
    bytes[start] === 0x49 &&
    bytes[start + 1] === 0x44 &&
    bytes[start + 2] === 0x33
  ) {
    const size =
      ((bytes[start + 6] ?? 0) << 21) |
      ((bytes[start + 7] ?? 0) << 14) |
      ((bytes[start + 8] ?? 0) << 7) |
      (bytes[start + 9] ?? 0);
    const footer = ((bytes[start + 5] ?? 0) & 0x10) !== 0 ? 10 : 0;
    start += 10 + size + footer;
  }
  let end = bytes.length;
  // ID3v1: the last 128 bytes, starting "TAG".
  if (end - start >= 128 && bytes[end - 128] === 0x54 && bytes[end - 127] === 0x41 && bytes[end - 126] === 0x47) {
    end -= 128;
  }
  return bytes.subarray(start, end);
}

/**
 * A Vite plugin that writes every built `.mp3` without its tags (withoutAudioTags).
 * @returns {import('vite').Plugin}
 */
export function stripAudioTags() {
  return {
    name: 'strip-audio-tags',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.mp3') && typeof file.source !== 'string') {
          file.source = withoutAudioTags(file.source);
        }
      }
    },
  };
}
