// Mods in the browser (assets/mods/README.md): a mod's .zip, added by the game's "Add a mod…"
// or dropped on the page, is kept whole in the browser's IndexedDB (localStorage is too small
// for pictures) and survives a reload. On every start the kept zips are unpacked here, with
// the browser's own DecompressionStream (no zip code in the .wasm), and their files are handed
// to the game, which reads, checks and stacks them as the native game does its mods folder.
//
// Unpacking is bounded as petri-mod's zip reader is: at most 20 MB unpacked (counted as the
// bytes come out, whatever the zip's headers claim, so a zip bomb stops at the limit), 500
// files, 160-character paths, no links, no path leaving the mod's folder. Paths are checked
// again by the game (hidden files, places) and a refused zip is listed with the reason and
// never kept.

export const LIMITS = { bytes: 20 * 1024 * 1024, files: 500, path: 160 };

const DB_NAME = "petri";
const STORE = "mods";

function database() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function transaction(mode, work) {
  const db = await database();
  try {
    return await new Promise((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const result = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(result.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/// Every kept mod: [{ source, bytes }], by source (the zip's name).
export async function keptMods() {
  const db = await database();
  try {
    return await new Promise((resolve, reject) => {
      const out = [];
      const request = db.transaction(STORE, "readonly").objectStore(STORE).openCursor();
      request.onsuccess = () => {
        const cursor = request.result;
        if (!cursor) return resolve(out);
        out.push({ source: String(cursor.key), bytes: new Uint8Array(cursor.value) });
        cursor.continue();
      };
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

export function keep(source, bytes) {
  return transaction("readwrite", (store) => store.put(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), source));
}

export function forget(source) {
  return transaction("readwrite", (store) => store.delete(source));
}

/// The files of a zip: { path: Uint8Array }. Throws an Error saying what is wrong.
export async function unzip(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at) => view.getUint16(at, true);
  const u32 = (at) => view.getUint32(at, true);
  // The end of the central directory: its signature within the last 64 KB + 22 bytes.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 65557); at--) {
    if (u32(at) === 0x06054b50) { end = at; break; }
  }
  if (end < 0) throw new Error("not a zip file (no central directory)");
  const count = u16(end + 10);
  let at = u32(end + 16);
  if (count === 0xffff || at === 0xffffffff) throw new Error("a zip64 file: pack the mod with petri-cli mod pack");
  if (count > LIMITS.files * 2) throw new Error(`the zip has ${count} entries; a mod has at most ${LIMITS.files} files`);
  const files = {};
  let total = 0;
  let kept = 0;
  const decoder = new TextDecoder("utf-8", { fatal: true });
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || u32(at) !== 0x02014b50) throw new Error(`entry ${i}: a damaged central directory`);
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const packed = u32(at + 20);
    const nameLength = u16(at + 28);
    const skip = nameLength + u16(at + 30) + u16(at + 32);
    const madeBy = u16(at + 4) >> 8;
    const mode = u32(at + 38) >>> 16;
    const local = u32(at + 42);
    let name;
    try {
      name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    } catch {
      throw new Error(`entry ${i}: its name is not UTF-8`);
    }
    at += 46 + skip;
    if (name.endsWith("/")) continue;
    if (madeBy === 3 && (mode & 0xf000) === 0xa000) throw new Error(`${name}: a link: a mod holds plain files only`);
    if (flags & 1) throw new Error(`${name}: encrypted`);
    if (name.length > LIMITS.path) throw new Error(`${name}: the path is over ${LIMITS.path} characters`);
    if (name.startsWith("/") || name.includes("\\") || name.split("/").includes("..")) {
      throw new Error(`${name}: the path leaves the mod's folder`);
    }
    if (++kept > LIMITS.files) throw new Error(`the mod has over ${LIMITS.files} files`);
    if (local + 30 > bytes.length || u32(local) !== 0x04034b50) throw new Error(`${name}: a damaged zip`);
    const start = local + 30 + u16(local + 26) + u16(local + 28);
    const data = bytes.subarray(start, start + packed);
    if (data.length !== packed) throw new Error(`${name}: the zip is cut short`);
    const room = LIMITS.bytes - total;
    let out;
    if (method === 0) {
      if (packed > room) throw new Error(`the mod is over ${LIMITS.bytes} bytes unpacked`);
      out = data.slice();
    } else if (method === 8) {
      out = await inflate(data, room, name);
    } else {
      throw new Error(`${name}: packed with method ${method}; a mod's zip is stored or deflated`);
    }
    total += out.length;
    files[name] = out;
  }
  return files;
}

/// Deflated bytes unpacked, stopping once more than `room` bytes came out.
async function inflate(data, room, name) {
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  const reader = stream.getReader();
  const parts = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.length;
      if (length > room) {
        reader.cancel().catch(() => {});
        throw new Error(`the mod is over ${LIMITS.bytes} bytes unpacked`);
      }
      parts.push(value);
    }
  } catch (e) {
    if (String(e.message).includes("bytes unpacked")) throw e;
    throw new Error(`${name}: cannot unpack: ${e.message ?? e}`);
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}

/// A mod as the game takes it (`petri_mod_added`): the index of its files as JSON
/// ([[path, length], …]), their bytes one after another, or why it could not be unpacked.
export async function forGame(source, bytes) {
  try {
    const files = await unzip(bytes);
    const entries = Object.entries(files);
    const index = JSON.stringify(entries.map(([p, b]) => [p, b.length]));
    const data = new Uint8Array(entries.reduce((n, [, b]) => n + b.length, 0));
    let at = 0;
    for (const [, b] of entries) { data.set(b, at); at += b.length; }
    return { source, index, data, error: "" };
  } catch (e) {
    return { source, index: "[]", data: new Uint8Array(0), error: String(e.message ?? e) };
  }
}

/// A zip's name as the browser keeps it: its file name, without folders.
export function sourceOf(name) {
  return String(name).split(/[\\/]/).pop() || "mod.zip";
}

/// CRC-32 (the zip format's), by table.
const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/// A zip of `files` ({ path: Uint8Array }), stored (pictures are compressed already; the
/// texts are small): what the game's Export as mod downloads, and what unzip() reads back.
export function zipStored(files) {
  const encoder = new TextEncoder();
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [path, data] of Object.entries(files)) {
    const name = encoder.encode(path);
    const crc = crc32(data);
    const local = new Uint8Array(30 + name.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(6, 0x0800, true); // UTF-8 names
    lv.setUint32(14, crc, true);
    lv.setUint32(18, data.length, true);
    lv.setUint32(22, data.length, true);
    lv.setUint16(26, name.length, true);
    local.set(name, 30);
    const central = new Uint8Array(46 + name.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(8, 0x0800, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, data.length, true);
    cv.setUint32(24, data.length, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local, data);
    centrals.push(central);
    offset += local.length + data.length;
  }
  const size = centrals.reduce((n, c) => n + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, centrals.length, true);
  ev.setUint16(10, centrals.length, true);
  ev.setUint32(12, size, true);
  ev.setUint32(16, offset, true);
  return new Blob([...locals, ...centrals, end], { type: "application/zip" });
}

/// The game's Export as mod: its files (index as JSON, bytes one after another) as a zip,
/// offered for download.
export function download(name, index, data) {
  const files = {};
  let at = 0;
  for (const [path, length] of JSON.parse(index)) {
    files[path] = data.subarray(at, at + length);
    at += length;
  }
  const url = URL.createObjectURL(zipStored(files));
  const a = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}
