// User-defined games in the link. A game with a user-defined component (its descriptor says so: the
// component has a program) holds a whole program in its spec, too long and too full of spaces,
// quotes and newlines to sit in a URL as it is; the hash carries such text compressed instead: "~" then the raw-deflated UTF-8 in base64url (RFC 4648 §5), e.g.
//   #game=~q1ZKzkksLlayUlAqS8wpTVWyMlQ...&rules=~...
// `game` is the spec (as the core accepted it) and `rules` the editor's own text, comments and
// layout included, written only when it is not simply the program inside the spec. Text without
// the leading "~" is read as it is, so a hand-written link like #game=rules:{...} works too.
//
// Compression is synchronous (fflate), so the hash is written in the same step as the store
// changes, like every other key. Decompression is bounded: a mangled or hostile link cannot make
// the page inflate more than MAX_TEXT bytes, and any failure is a message, never an exception
// that escapes (link.js reports it in the page's notice).
import { deflateSync, inflateSync, strToU8 } from 'fflate';

export const PACKED = '~';
/** The longest program text a link may unpack to (the editor's programs are far shorter). */
export const MAX_TEXT = 64 * 1024;
const MAX_PACKED = 4 * MAX_TEXT; // base64url characters read at most

function toBase64Url(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const packedCache = new Map(); // text -> packed form (the same spec is written on every store change)

/** "~" + base64url(deflate-raw(utf-8 text)). */
export function pack(text) {
  let packed = packedCache.get(text);
  if (packed === undefined) {
    packed = PACKED + toBase64Url(deflateSync(strToU8(text), { level: 9 }));
    if (packedCache.size > 32) packedCache.clear();
    packedCache.set(text, packed);
  }
  return packed;
}

/**
 * Why packed data cannot be read: an Error whose message is the locale key of the reason (the link
 * notice words it in the page's language, link-notice.js) and whose `params` fill it.
 */
function unreadable(key, params = {}) {
  return Object.assign(new Error(key), { key, params });
}

/**
 * The text a link value stands for: unpacked when it starts with "~", as it is otherwise.
 * Throws unreadable(...) when packed data cannot be read.
 */
export function unpack(value) {
  const text = String(value ?? '');
  if (!text.startsWith(PACKED)) return text;
  const body = text.slice(PACKED.length);
  if (body.length === 0 || body.length > MAX_PACKED) throw unreadable('share.packedEmpty');
  let bytes;
  try {
    // One byte more than allowed: a result that fills it was cut off, so it was too long.
    bytes = inflateSync(fromBase64Url(body), { out: new Uint8Array(MAX_TEXT + 1) });
  } catch {
    throw unreadable('share.packedDamaged');
  }
  if (bytes.length > MAX_TEXT) throw unreadable('share.packedTooLarge', { most: MAX_TEXT });
  const decoded = new TextDecoder('utf-8', { fatal: true });
  try {
    return decoded.decode(bytes);
  } catch {
    throw unreadable('share.packedNotText');
  }
}

/** True when a game (its descriptor) has a user-defined component, possibly in a sum. */
export function hasProgram(game) {
  return Boolean(game?.components.some((c) => c.program !== ''));
}

/** The `game` value of a link: the spec, packed when the game (state.game, its descriptor) holds a program. */
export function linkGame(spec, state) {
  if (typeof spec !== 'string' || spec === '') return spec;
  return hasProgram(state.game) ? pack(spec) : spec;
}

/** The `game` value read back: the spec text (unpacked), or null when there is none. */
export function readGame(value) {
  const text = unpack(value).trim();
  return text === '' ? null : text;
}

/**
 * The `rules` value of a link: the editor's text, only while the game on screen is user-defined
 * and the text is not already the program of one of its parts ('' leaves the key out).
 */
export function linkRules(source, state) {
  if (typeof source !== 'string' || source.trim() === '' || !hasProgram(state.game)) return '';
  return state.game.components.some((c) => c.program === source) ? '' : pack(source);
}

/** The `rules` value read back: the editor's text, or null when there is none. */
export function readRules(value) {
  const text = unpack(value);
  return text.trim() === '' ? null : text;
}
