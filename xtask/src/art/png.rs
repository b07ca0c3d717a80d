//! PNG files (8-bit RGBA, not interlaced), written and read back, std only.
//!
//! Each row is filtered with whichever of the five PNG filters leaves the smallest sum of
//! absolute differences (the heuristic libpng uses), then the whole image goes through
//! [`deflate::zlib`]. Bevy reads RGBA8 straight into a texture (grey images would become
//! red-channel textures), so every sprite is RGBA even when it is grey.

use super::deflate;

const SIGNATURE: &[u8; 8] = b"\x89PNG\r\n\x1a\n";

/// PNG bytes for a `w`×`h` image of RGBA8 pixels, rows top to bottom.
pub fn encode(w: usize, h: usize, rgba: &[u8]) -> Vec<u8> {
    assert_eq!(rgba.len(), w * h * 4, "pixel data does not match the size");
    let stride = w * 4;
    let mut filtered = Vec::with_capacity(h * (stride + 1));
    let zero = vec![0u8; stride];
    let mut candidate = vec![0u8; stride];
    let mut best = vec![0u8; stride];
    for y in 0..h {
        let row = &rgba[y * stride..(y + 1) * stride];
        let up = if y == 0 {
            &zero[..]
        } else {
            &rgba[(y - 1) * stride..y * stride]
        };
        let mut best_kind = 0u8;
        let mut best_score = u64::MAX;
        for kind in 0..5u8 {
            filter_row(kind, row, up, &mut candidate);
            let score: u64 = candidate
                .iter()
                .map(|&b| u64::from((b as i8).unsigned_abs()))
                .sum();
            if score < best_score {
                best_score = score;
                best_kind = kind;
                best.copy_from_slice(&candidate);
            }
        }
        filtered.push(best_kind);
        filtered.extend_from_slice(&best);
    }

    let mut out = SIGNATURE.to_vec();
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&(w as u32).to_be_bytes());
    ihdr.extend_from_slice(&(h as u32).to_be_bytes());
    ihdr.extend_from_slice(&[8, 6, 0, 0, 0]); // 8 bits, RGBA, deflate, adaptive, no interlace
    chunk(&mut out, b"IHDR", &ihdr);
    chunk(&mut out, b"IDAT", &deflate::zlib(&filtered));
    chunk(&mut out, b"IEND", &[]);
    out
}

fn filter_row(kind: u8, row: &[u8], up: &[u8], out: &mut [u8]) {
    for i in 0..row.len() {
        let a = if i >= 4 { row[i - 4] } else { 0 };
        let b = up[i];
        let c = if i >= 4 { up[i - 4] } else { 0 };
        out[i] = row[i].wrapping_sub(predict(kind, a, b, c));
    }
}

/// What filter `kind` predicts from the left (`a`), upper (`b`) and upper-left (`c`) bytes.
fn predict(kind: u8, a: u8, b: u8, c: u8) -> u8 {
    match kind {
        0 => 0,
        1 => a,
        2 => b,
        3 => ((u16::from(a) + u16::from(b)) / 2) as u8,
        _ => paeth(a, b, c),
    }
}

fn paeth(a: u8, b: u8, c: u8) -> u8 {
    let p = i16::from(a) + i16::from(b) - i16::from(c);
    let pa = (p - i16::from(a)).abs();
    let pb = (p - i16::from(b)).abs();
    let pc = (p - i16::from(c)).abs();
    if pa <= pb && pa <= pc {
        a
    } else if pb <= pc {
        b
    } else {
        c
    }
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let start = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = crc32(&out[start..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

pub fn crc32(data: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in data {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 != 0 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// A decoded PNG: width, height and RGBA8 pixels.
pub struct Decoded {
    pub w: usize,
    pub h: usize,
    pub rgba: Vec<u8>,
}

/// Reads back a PNG of the kind [`encode`] writes (8-bit RGBA, not interlaced), checking the
/// signature, every chunk's CRC, the zlib checksum and the filters.
pub fn decode(png: &[u8]) -> Result<Decoded, String> {
    if png.get(..8) != Some(&SIGNATURE[..]) {
        return Err("not a PNG (bad signature)".into());
    }
    let mut pos = 8;
    let mut size = None;
    let mut idat = Vec::new();
    let mut ended = false;
    while pos < png.len() {
        let header = png.get(pos..pos + 8).ok_or("truncated chunk header")?;
        let len = u32::from_be_bytes([header[0], header[1], header[2], header[3]]) as usize;
        let kind = &header[4..8];
        let body = png
            .get(pos + 8..pos + 8 + len)
            .ok_or("truncated chunk data")?;
        let crc = png
            .get(pos + 8 + len..pos + 12 + len)
            .ok_or("truncated chunk CRC")?;
        if crc32(&png[pos + 4..pos + 8 + len]).to_be_bytes() != crc {
            return Err(format!(
                "CRC mismatch in chunk {}",
                String::from_utf8_lossy(kind)
            ));
        }
        match kind {
            b"IHDR" => {
                if body.len() != 13 {
                    return Err("IHDR has the wrong length".into());
                }
                let w = u32::from_be_bytes([body[0], body[1], body[2], body[3]]) as usize;
                let h = u32::from_be_bytes([body[4], body[5], body[6], body[7]]) as usize;
                if body[8..] != [8, 6, 0, 0, 0] {
                    return Err(format!("unsupported format {:?}", &body[8..]));
                }
                size = Some((w, h));
            }
            b"IDAT" => idat.extend_from_slice(body),
            b"IEND" => {
                ended = true;
                break;
            }
            _ => {}
        }
        pos += 12 + len;
    }
    if !ended {
        return Err("no IEND chunk".into());
    }
    let (w, h) = size.ok_or("no IHDR chunk")?;
    let filtered = deflate::unzlib(&idat)?;
    let stride = w * 4;
    if filtered.len() != h * (stride + 1) {
        return Err(format!(
            "image data is {} bytes, expected {}",
            filtered.len(),
            h * (stride + 1)
        ));
    }
    let mut rgba = vec![0u8; w * h * 4];
    for y in 0..h {
        let line = &filtered[y * (stride + 1)..(y + 1) * (stride + 1)];
        let kind = line[0];
        if kind > 4 {
            return Err(format!("bad filter type {kind} on row {y}"));
        }
        for i in 0..stride {
            let a = if i >= 4 { rgba[y * stride + i - 4] } else { 0 };
            let b = if y > 0 { rgba[(y - 1) * stride + i] } else { 0 };
            let c = if y > 0 && i >= 4 {
                rgba[(y - 1) * stride + i - 4]
            } else {
                0
            };
            rgba[y * stride + i] = line[1 + i].wrapping_add(predict(kind, a, b, c));
        }
    }
    Ok(Decoded { w, h, rgba })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc_matches_known_value() {
        assert_eq!(crc32(b"IEND"), 0xAE42_6082);
    }

    #[test]
    fn round_trips_a_gradient() {
        let (w, h) = (37, 23);
        let rgba: Vec<u8> = (0..w * h * 4).map(|i| (i * 7 % 251) as u8).collect();
        let png = encode(w, h, &rgba);
        let back = decode(&png).expect("decodes");
        assert_eq!((back.w, back.h), (w, h));
        assert_eq!(back.rgba, rgba);
    }
}
