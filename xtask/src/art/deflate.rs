//! DEFLATE (RFC 1951) in a zlib wrapper (RFC 1950), std only.
//!
//! The compressor finds repeats with LZ77 over hash chains (with one step of lazy matching, as
//! zlib does) and codes each block of tokens with whichever is smallest: its own Huffman code
//! (dynamic), the fixed code, or no compression at all (stored). The decompressor reads all
//! three block types; `cargo xtask art --check` and the tests use it to read every PNG back.

const WINDOW: usize = 32_768;
const MIN_MATCH: usize = 3;
const MAX_MATCH: usize = 258;
const HASH_BITS: u32 = 15;
/// How many earlier positions with the same hash are tried per position.
const MAX_CHAIN: usize = 512;
/// A match at least this long is taken at once, without looking one byte further.
const LAZY_LIMIT: usize = 64;
/// Tokens per block: each block gets its own Huffman code.
const BLOCK_TOKENS: usize = 16_384;

const LEN_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LEN_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DIST_BASE: [u16; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA: [u8; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
];
/// The order in which code length code lengths are sent.
const CL_ORDER: [usize; 19] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
];

/// `data` compressed as a zlib stream.
pub fn zlib(data: &[u8]) -> Vec<u8> {
    // CMF: deflate, 32 KiB window; FLG: maximum compression, no dictionary, check bits.
    let mut out = vec![0x78, 0xDA];
    out.extend(deflate(data));
    out.extend_from_slice(&adler32(data).to_be_bytes());
    out
}

/// The Adler-32 checksum of zlib.
pub fn adler32(data: &[u8]) -> u32 {
    let (mut a, mut b) = (1u32, 0u32);
    for chunk in data.chunks(5_552) {
        for &x in chunk {
            a += u32::from(x);
            b += a;
        }
        a %= 65_521;
        b %= 65_521;
    }
    (b << 16) | a
}

/// Raw DEFLATE data (no wrapper).
pub fn deflate(data: &[u8]) -> Vec<u8> {
    let tokens = lz77(data);
    let mut bits = BitWriter::default();
    if tokens.is_empty() {
        // One empty fixed block: just the end-of-block code.
        bits.put(1, 1);
        bits.put(1, 2);
        bits.put(0, 7);
        return bits.finish();
    }
    let mut start = 0; // first byte of `data` covered by the current block
    let blocks: Vec<&[Token]> = tokens.chunks(BLOCK_TOKENS).collect();
    for (i, block) in blocks.iter().enumerate() {
        let covered: usize = block.iter().map(|t| t.bytes()).sum();
        let last = i + 1 == blocks.len();
        write_block(&mut bits, block, &data[start..start + covered], last);
        start += covered;
    }
    bits.finish()
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Token {
    Literal(u8),
    Match { len: u16, dist: u16 },
}

impl Token {
    fn bytes(self) -> usize {
        match self {
            Token::Literal(_) => 1,
            Token::Match { len, .. } => usize::from(len),
        }
    }
}

const NONE: u32 = u32::MAX;

/// Literals and back references covering `data`.
fn lz77(data: &[u8]) -> Vec<Token> {
    let n = data.len();
    let mut head = vec![NONE; 1 << HASH_BITS];
    let mut prev = vec![NONE; n];
    let hash = |i: usize| -> usize {
        let v = u32::from(data[i]) << 16 | u32::from(data[i + 1]) << 8 | u32::from(data[i + 2]);
        (v.wrapping_mul(2_654_435_761) >> (32 - HASH_BITS)) as usize
    };
    // The longest earlier match for position `i` (len 0 when none worth taking).
    let find = |i: usize, head: &[u32], prev: &[u32]| -> (usize, usize) {
        if i + MIN_MATCH > n {
            return (0, 0);
        }
        let max_len = MAX_MATCH.min(n - i);
        let (mut best_len, mut best_dist) = (0, 0);
        let mut cand = head[hash(i)];
        let mut chain = MAX_CHAIN;
        while cand != NONE && chain > 0 {
            let c = cand as usize;
            if i - c > WINDOW {
                break;
            }
            if data[c + best_len.min(max_len - 1)] == data[i + best_len.min(max_len - 1)] {
                let len = data[c..c + max_len]
                    .iter()
                    .zip(&data[i..i + max_len])
                    .take_while(|(a, b)| a == b)
                    .count();
                if len > best_len {
                    best_len = len;
                    best_dist = i - c;
                    if len == max_len {
                        break;
                    }
                }
            }
            cand = prev[c];
            chain -= 1;
        }
        // A far-away match of three costs more than three literals.
        if best_len < MIN_MATCH || (best_len == MIN_MATCH && best_dist > 4_096) {
            (0, 0)
        } else {
            (best_len, best_dist)
        }
    };
    let insert = |i: usize, head: &mut [u32], prev: &mut [u32]| {
        if i + MIN_MATCH <= n {
            let h = hash(i);
            prev[i] = head[h];
            head[h] = i as u32;
        }
    };

    let mut tokens = Vec::new();
    let mut i = 0;
    let mut pending: Option<(usize, usize)> = None; // `find(i)`, when already known
    while i < n {
        let (len, dist) = pending.take().unwrap_or_else(|| find(i, &head, &prev));
        insert(i, &mut head, &mut prev);
        if len == 0 {
            tokens.push(Token::Literal(data[i]));
            i += 1;
            continue;
        }
        if len < LAZY_LIMIT && i + 1 < n {
            let next = find(i + 1, &head, &prev);
            if next.0 > len {
                // Better to emit this byte alone and take the longer match one further on.
                tokens.push(Token::Literal(data[i]));
                pending = Some(next);
                i += 1;
                continue;
            }
        }
        tokens.push(Token::Match {
            len: len as u16,
            dist: dist as u16,
        });
        for j in i + 1..i + len {
            insert(j, &mut head, &mut prev);
        }
        i += len;
    }
    tokens
}

/// (code index, extra bit count, extra bits) for a match length 3..=258.
fn len_code(len: u16) -> (usize, u8, u16) {
    let k = LEN_BASE
        .iter()
        .rposition(|&b| b <= len)
        .expect("length >= 3");
    (k, LEN_EXTRA[k], len - LEN_BASE[k])
}

/// (code, extra bit count, extra bits) for a distance 1..=32768.
fn dist_code(dist: u16) -> (usize, u8, u16) {
    let k = DIST_BASE
        .iter()
        .rposition(|&b| b <= dist)
        .expect("distance >= 1");
    (k, DIST_EXTRA[k], dist - DIST_BASE[k])
}

fn fixed_lengths() -> (Vec<u8>, Vec<u8>) {
    let mut lit = vec![8u8; 288];
    lit[144..256].fill(9);
    lit[256..280].fill(7);
    (lit, vec![5u8; 30])
}

fn write_block(bits: &mut BitWriter, tokens: &[Token], raw: &[u8], last: bool) {
    let mut lit_freq = [0u32; 286];
    let mut dist_freq = [0u32; 30];
    lit_freq[256] = 1;
    for &t in tokens {
        match t {
            Token::Literal(b) => lit_freq[usize::from(b)] += 1,
            Token::Match { len, dist } => {
                lit_freq[257 + len_code(len).0] += 1;
                dist_freq[dist_code(dist).0] += 1;
            }
        }
    }
    let lit_lens = huffman_lengths(&lit_freq, 15);
    let dist_lens = huffman_lengths(&dist_freq, 15);
    let header = DynamicHeader::new(&lit_lens, &dist_lens);
    let (fixed_lit, fixed_dist) = fixed_lengths();

    let data_cost = |lit: &[u8], dist: &[u8]| -> u64 {
        let mut cost = 0u64;
        for (s, &f) in lit_freq.iter().enumerate() {
            cost += u64::from(f) * u64::from(lit[s]);
            if s >= 257 {
                cost += u64::from(f) * u64::from(LEN_EXTRA[s - 257]);
            }
        }
        for (s, &f) in dist_freq.iter().enumerate() {
            cost += u64::from(f) * u64::from(dist[s] + DIST_EXTRA[s]);
        }
        cost
    };
    let dynamic = 3 + header.cost() + data_cost(&lit_lens, &dist_lens);
    let fixed = 3 + data_cost(&fixed_lit, &fixed_dist);
    let stored = raw.len().div_ceil(65_535).max(1) as u64 * (3 + 7 + 32) + 8 * raw.len() as u64;

    if stored < dynamic.min(fixed) {
        let pieces: Vec<&[u8]> = raw.chunks(65_535).collect();
        for (i, piece) in pieces.iter().enumerate() {
            bits.put(u32::from(last && i + 1 == pieces.len()), 1);
            bits.put(0, 2);
            bits.align();
            let len = piece.len() as u16;
            bits.put(u32::from(len), 16);
            bits.put(u32::from(!len), 16);
            for &b in *piece {
                bits.put(u32::from(b), 8);
            }
        }
        return;
    }
    bits.put(u32::from(last), 1);
    if fixed <= dynamic {
        bits.put(1, 2);
        write_tokens(bits, tokens, &fixed_lit, &fixed_dist);
    } else {
        bits.put(2, 2);
        header.write(bits);
        write_tokens(bits, tokens, &lit_lens, &dist_lens);
    }
}

fn write_tokens(bits: &mut BitWriter, tokens: &[Token], lit_lens: &[u8], dist_lens: &[u8]) {
    let lit_codes = canonical_codes(lit_lens);
    let dist_codes = canonical_codes(dist_lens);
    for &t in tokens {
        match t {
            Token::Literal(b) => {
                let s = usize::from(b);
                bits.put(u32::from(lit_codes[s]), lit_lens[s]);
            }
            Token::Match { len, dist } => {
                let (k, n, extra) = len_code(len);
                bits.put(u32::from(lit_codes[257 + k]), lit_lens[257 + k]);
                bits.put(u32::from(extra), n);
                let (k, n, extra) = dist_code(dist);
                bits.put(u32::from(dist_codes[k]), dist_lens[k]);
                bits.put(u32::from(extra), n);
            }
        }
    }
    bits.put(u32::from(lit_codes[256]), lit_lens[256]);
}

/// The code lengths of a dynamic block and how they are sent.
struct DynamicHeader {
    hlit: usize,
    hdist: usize,
    /// Code length symbols 0..=18 with their extra bits (count, value).
    symbols: Vec<(usize, u8, u8)>,
    cl_lens: Vec<u8>,
    hclen: usize,
}

impl DynamicHeader {
    fn new(lit_lens: &[u8], dist_lens: &[u8]) -> DynamicHeader {
        let hlit = 257.max(lit_lens.iter().rposition(|&l| l > 0).map_or(0, |p| p + 1));
        let hdist = 1.max(dist_lens.iter().rposition(|&l| l > 0).map_or(0, |p| p + 1));
        let all: Vec<u8> = lit_lens[..hlit]
            .iter()
            .chain(&dist_lens[..hdist])
            .copied()
            .collect();
        let mut symbols = Vec::new();
        let mut i = 0;
        while i < all.len() {
            let v = all[i];
            let run = all[i..].iter().take_while(|&&x| x == v).count();
            let mut left = run;
            if v == 0 {
                while left >= 11 {
                    let r = left.min(138);
                    symbols.push((18, 7, (r - 11) as u8));
                    left -= r;
                }
                if left >= 3 {
                    symbols.push((17, 3, (left - 3) as u8));
                    left = 0;
                }
            } else {
                symbols.push((usize::from(v), 0, 0));
                left -= 1;
                while left >= 3 {
                    let r = left.min(6);
                    symbols.push((16, 2, (r - 3) as u8));
                    left -= r;
                }
            }
            for _ in 0..left {
                symbols.push((usize::from(v), 0, 0));
            }
            i += run;
        }
        let mut freq = [0u32; 19];
        for &(s, _, _) in &symbols {
            freq[s] += 1;
        }
        let cl_lens = huffman_lengths(&freq, 7);
        let hclen = 4.max(
            CL_ORDER
                .iter()
                .rposition(|&s| cl_lens[s] > 0)
                .map_or(0, |p| p + 1),
        );
        DynamicHeader {
            hlit,
            hdist,
            symbols,
            cl_lens,
            hclen,
        }
    }

    fn cost(&self) -> u64 {
        let body: u64 = self
            .symbols
            .iter()
            .map(|&(s, n, _)| u64::from(self.cl_lens[s] + n))
            .sum();
        5 + 5 + 4 + 3 * self.hclen as u64 + body
    }

    fn write(&self, bits: &mut BitWriter) {
        bits.put((self.hlit - 257) as u32, 5);
        bits.put((self.hdist - 1) as u32, 5);
        bits.put((self.hclen - 4) as u32, 4);
        for &s in &CL_ORDER[..self.hclen] {
            bits.put(u32::from(self.cl_lens[s]), 3);
        }
        let codes = canonical_codes(&self.cl_lens);
        for &(s, n, extra) in &self.symbols {
            bits.put(u32::from(codes[s]), self.cl_lens[s]);
            bits.put(u32::from(extra), n);
        }
    }
}

/// Huffman code lengths for `freq`, none longer than `limit`. At least two symbols get a code
/// (a code of one symbol is not complete, which some decoders refuse).
fn huffman_lengths(freq: &[u32], limit: u8) -> Vec<u8> {
    let mut f: Vec<u64> = freq.iter().map(|&x| u64::from(x)).collect();
    for s in 0..f.len() {
        if f.iter().filter(|&&x| x > 0).count() >= 2 {
            break;
        }
        if f[s] == 0 {
            f[s] = 1;
        }
    }
    loop {
        let lens = huffman_tree_depths(&f);
        if lens.iter().all(|&l| l <= limit) {
            return lens;
        }
        // Flatten the distribution and try again; converges to a balanced tree.
        for x in f.iter_mut().filter(|x| **x > 0) {
            *x = x.div_ceil(2);
        }
    }
}

fn huffman_tree_depths(f: &[u64]) -> Vec<u8> {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    let leaves: Vec<usize> = (0..f.len()).filter(|&s| f[s] > 0).collect();
    let mut parent = vec![usize::MAX; leaves.len()];
    let mut heap: BinaryHeap<Reverse<(u64, usize)>> = leaves
        .iter()
        .enumerate()
        .map(|(node, &s)| Reverse((f[s], node)))
        .collect();
    while heap.len() > 1 {
        let Reverse((wa, a)) = heap.pop().expect("two nodes");
        let Reverse((wb, b)) = heap.pop().expect("two nodes");
        let node = parent.len();
        parent.push(usize::MAX);
        parent[a] = node;
        parent[b] = node;
        heap.push(Reverse((wa + wb, node)));
    }
    let mut lens = vec![0u8; f.len()];
    for (node, &s) in leaves.iter().enumerate() {
        let mut depth = 0u8;
        let mut p = node;
        while parent[p] != usize::MAX {
            p = parent[p];
            depth = depth.saturating_add(1);
        }
        lens[s] = depth;
    }
    lens
}

/// Canonical Huffman codes for `lens`, bit-reversed for writing least significant bit first.
fn canonical_codes(lens: &[u8]) -> Vec<u16> {
    let mut count = [0u16; 16];
    for &l in lens {
        count[usize::from(l)] += 1;
    }
    count[0] = 0;
    let mut next = [0u16; 16];
    let mut code = 0u16;
    for bits in 1..16 {
        code = (code + count[bits - 1]) << 1;
        next[bits] = code;
    }
    lens.iter()
        .map(|&l| {
            if l == 0 {
                return 0;
            }
            let c = next[usize::from(l)];
            next[usize::from(l)] += 1;
            c.reverse_bits() >> (16 - l)
        })
        .collect()
}

#[derive(Default)]
struct BitWriter {
    out: Vec<u8>,
    acc: u64,
    n: u32,
}

impl BitWriter {
    fn put(&mut self, value: u32, bits: u8) {
        self.acc |= u64::from(value) << self.n;
        self.n += u32::from(bits);
        while self.n >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.n -= 8;
        }
    }

    fn align(&mut self) {
        if self.n > 0 {
            self.put(0, (8 - self.n) as u8);
        }
    }

    fn finish(mut self) -> Vec<u8> {
        self.align();
        self.out
    }
}

/// Decompresses a zlib stream, checking its header and checksum.
pub fn unzlib(z: &[u8]) -> Result<Vec<u8>, String> {
    if z.len() < 6 {
        return Err("zlib stream too short".into());
    }
    if z[0] & 0x0F != 8 || (u16::from(z[0]) << 8 | u16::from(z[1])) % 31 != 0 || z[1] & 0x20 != 0 {
        return Err(format!("bad zlib header {:02x} {:02x}", z[0], z[1]));
    }
    let (data, used) = inflate(&z[2..])?;
    let tail = z
        .get(2 + used..2 + used + 4)
        .ok_or("zlib stream ends before its checksum")?;
    let want = u32::from_be_bytes([tail[0], tail[1], tail[2], tail[3]]);
    if adler32(&data) != want {
        return Err("zlib checksum mismatch".into());
    }
    Ok(data)
}

/// Decompresses raw DEFLATE data; returns the bytes and how much input was used.
pub fn inflate(input: &[u8]) -> Result<(Vec<u8>, usize), String> {
    let mut r = BitReader {
        data: input,
        pos: 0,
        bit: 0,
    };
    let mut out = Vec::new();
    loop {
        let last = r.bits(1)? == 1;
        match r.bits(2)? {
            0 => {
                r.align();
                let len = r.bits(16)?;
                let nlen = r.bits(16)?;
                if len != !nlen & 0xFFFF {
                    return Err("stored block length check failed".into());
                }
                for _ in 0..len {
                    out.push(r.bits(8)? as u8);
                }
            }
            1 => {
                let (lit, dist) = fixed_lengths();
                let lit = Decoder::new(&lit)?;
                let dist = Decoder::new(&dist)?;
                inflate_block(&mut r, &mut out, &lit, &dist)?;
            }
            2 => {
                let hlit = r.bits(5)? as usize + 257;
                let hdist = r.bits(5)? as usize + 1;
                let hclen = r.bits(4)? as usize + 4;
                let mut cl_lens = [0u8; 19];
                for &s in &CL_ORDER[..hclen] {
                    cl_lens[s] = r.bits(3)? as u8;
                }
                let cl = Decoder::new(&cl_lens)?;
                let mut lens = Vec::with_capacity(hlit + hdist);
                while lens.len() < hlit + hdist {
                    let (v, n) = match cl.decode(&mut r)? {
                        s @ 0..=15 => (s as u8, 1),
                        16 => {
                            let &p = lens.last().ok_or("repeat with no previous length")?;
                            (p, 3 + r.bits(2)? as usize)
                        }
                        17 => (0, 3 + r.bits(3)? as usize),
                        _ => (0, 11 + r.bits(7)? as usize),
                    };
                    lens.extend(std::iter::repeat_n(v, n));
                }
                if lens.len() > hlit + hdist {
                    return Err("code lengths overrun".into());
                }
                if lens[256] == 0 {
                    return Err("no end-of-block code".into());
                }
                let lit = Decoder::new(&lens[..hlit])?;
                let dist = Decoder::new(&lens[hlit..])?;
                inflate_block(&mut r, &mut out, &lit, &dist)?;
            }
            _ => return Err("reserved block type 3".into()),
        }
        if last {
            break;
        }
    }
    r.align();
    Ok((out, r.pos))
}

fn inflate_block(
    r: &mut BitReader,
    out: &mut Vec<u8>,
    lit: &Decoder,
    dist: &Decoder,
) -> Result<(), String> {
    loop {
        let s = lit.decode(r)?;
        match s {
            0..=255 => out.push(s as u8),
            256 => return Ok(()),
            257..=285 => {
                let k = s - 257;
                let len = usize::from(LEN_BASE[k]) + r.bits(LEN_EXTRA[k])? as usize;
                let d = dist.decode(r)?;
                if d >= 30 {
                    return Err(format!("bad distance code {d}"));
                }
                let d = usize::from(DIST_BASE[d]) + r.bits(DIST_EXTRA[d])? as usize;
                if d > out.len() {
                    return Err(format!("distance {d} before the start"));
                }
                let from = out.len() - d;
                for j in 0..len {
                    out.push(out[from + j]);
                }
            }
            _ => return Err(format!("bad length code {s}")),
        }
    }
}

struct BitReader<'a> {
    data: &'a [u8],
    pos: usize,
    bit: u32,
}

impl BitReader<'_> {
    fn bits(&mut self, n: u8) -> Result<u32, String> {
        let mut v = 0u32;
        for i in 0..n {
            let &byte = self.data.get(self.pos).ok_or("deflate data ends early")?;
            v |= u32::from((byte >> self.bit) & 1) << i;
            self.bit += 1;
            if self.bit == 8 {
                self.bit = 0;
                self.pos += 1;
            }
        }
        Ok(v)
    }

    fn align(&mut self) {
        if self.bit > 0 {
            self.bit = 0;
            self.pos += 1;
        }
    }
}

/// A canonical Huffman decoder (counts per length and symbols in code order, as in zlib's
/// `puff`).
struct Decoder {
    count: [u16; 16],
    symbols: Vec<usize>,
}

impl Decoder {
    fn new(lens: &[u8]) -> Result<Decoder, String> {
        let mut count = [0u16; 16];
        for &l in lens {
            count[usize::from(l)] += 1;
        }
        count[0] = 0;
        let mut left = 1i32;
        for &c in &count[1..] {
            left = left * 2 - i32::from(c);
            if left < 0 {
                return Err("over-subscribed Huffman code".into());
            }
        }
        let mut symbols: Vec<usize> = (0..lens.len()).filter(|&s| lens[s] > 0).collect();
        symbols.sort_by_key(|&s| lens[s]);
        Ok(Decoder { count, symbols })
    }

    fn decode(&self, r: &mut BitReader) -> Result<usize, String> {
        let (mut code, mut first, mut index) = (0i32, 0i32, 0i32);
        for len in 1..16 {
            code |= r.bits(1)? as i32;
            let count = i32::from(self.count[len]);
            if code - first < count {
                return Ok(self.symbols[(index + code - first) as usize]);
            }
            index += count;
            first = (first + count) << 1;
            code <<= 1;
        }
        Err("invalid Huffman code".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(data: &[u8]) {
        let z = zlib(data);
        assert_eq!(unzlib(&z).expect("inflates"), data);
    }

    #[test]
    fn adler_matches_known_value() {
        assert_eq!(adler32(b"Wikipedia"), 0x11E6_0398);
    }

    #[test]
    fn round_trips_edge_cases() {
        round_trip(b"");
        round_trip(b"a");
        round_trip(b"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa");
        round_trip(b"abcabcabcabcabcabcabcabcabcabcabcabcx");
        round_trip(&[0u8; 100_000]);
    }

    #[test]
    fn round_trips_noise_and_text() {
        let mut x = 0x1234_5678u32;
        let noise: Vec<u8> = (0..70_000)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                x as u8
            })
            .collect();
        round_trip(&noise);
        // Noise is not compressible: stored blocks keep it from growing.
        assert!(zlib(&noise).len() < noise.len() + 64);
        let text = include_str!("deflate.rs").repeat(3);
        round_trip(text.as_bytes());
        assert!(zlib(text.as_bytes()).len() < text.len() / 6);
    }

    #[test]
    fn lengths_respect_the_limit() {
        // Fibonacci frequencies make the deepest unrestricted tree.
        let mut f = vec![1u32, 1];
        while f.len() < 30 {
            let n = f[f.len() - 1] + f[f.len() - 2];
            f.push(n);
        }
        let lens = huffman_lengths(&f, 15);
        assert!(lens.iter().all(|&l| (1..=15).contains(&l)));
        let kraft: f64 = lens.iter().map(|&l| 0.5f64.powi(i32::from(l))).sum();
        assert!(kraft <= 1.0);
    }
}
