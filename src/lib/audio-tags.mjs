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

// MPEG audio frame headers (ISO 11172-3, 13818-3): kbit/s by version (MPEG-1, or MPEG-2 and 2.5), layer and
// bitrate index; MPEG-2's Layer II and III share one row.
const LOW_LAYERS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
/** @type {Record<string, number[]>} */
const BITRATES = {
  '1-1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-2': LOW_LAYERS,
  '2-3': LOW_LAYERS,
};
/** Samples a second by version (1, 2, 2.5) and sample-rate index. */
const SAMPLE_RATES = { 1: [44100, 48000, 32000], 2: [22050, 24000, 16000], 2.5: [11025, 12000, 8000] };

/**
 * A frame's header at `offset`: its length in bytes and the seconds it plays; undefined where no valid header is.
 * @param {Uint8Array} bytes
 * @param {number} offset
 */
function mpegFrameAt(bytes, offset) {
  if (offset + 4 > bytes.length) return undefined;
  const [b0, b1, b2] = [bytes[offset] ?? 0, bytes[offset + 1] ?? 0, bytes[offset + 2] ?? 0];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined;
  const version = [2.5, 0, 2, 1][(b1 >> 3) & 3] ?? 0;
  const layer = [0, 3, 2, 1][(b1 >> 1) & 3] ?? 0;
  if (!version || !layer) return undefined;
  const kbps = BITRATES[`${version === 1 ? 1 : 2}-${layer}`]?.[b2 >> 4];
  const rate = SAMPLE_RATES[/** @type {1 | 2 | 2.5} */ (version)][(b2 >> 2) & 3];
  if (!kbps || !rate) return undefined;
  const padding = (b2 >> 1) & 1;
  const samples = layer === 1 ? 384 : layer === 3 && version !== 1 ? 576 : 1152;
  const length =
    layer === 1
      ? Math.floor((12 * kbps * 1000) / rate + padding) * 4
      : Math.floor(((samples / 8) * kbps * 1000) / rate) + padding;
  return { length, seconds: samples / rate };
}

/**
 * How long an MP3 plays, in seconds, counted frame by frame (constant or variable bitrate alike): the player says
 * it before the recording is fetched (`preload="none"`). Tags are skipped, and so is an encoder's Xing/Info
 * frame, which holds no sound. Undefined where the bytes hold no MPEG audio.
 * @param {Uint8Array} bytes
 * @returns {number | undefined}
 */
export function mp3Duration(bytes) {
  const audio = withoutAudioTags(bytes);
  let seconds = 0;
  let frames = 0;
  for (let offset = 0; offset < audio.length;) {
    const frame = mpegFrameAt(audio, offset);
    if (!frame) {
      offset += 1;
      continue;
    }
    const head = new TextDecoder('latin1').decode(audio.subarray(offset, offset + Math.min(frame.length, 64)));
    if (frames > 0 || !/Xing|Info/.test(head)) seconds += frame.seconds;
    frames += 1;
    offset += frame.length;
  }
  return frames > 0 ? seconds : undefined;
}
