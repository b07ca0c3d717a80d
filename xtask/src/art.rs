//! `cargo xtask art`: draws the game's sprites into `assets/images/` (PNG, RGBA).
//!
//! Everything is computed here, pixel by pixel, so anyone can change a constant and re-run it;
//! no image tool is needed. Sprites are drawn white or grey where the game tints them (marbles
//! take the seat colour through `Sprite::color`).

use std::fs;
use std::path::Path;

use crate::{Result, fail};

/// Supersampling per axis for smooth edges.
const SS: usize = 4;

pub fn run(root: &Path) -> Result<()> {
    let dir = root.join("assets/images");
    fs::create_dir_all(&dir).or_else(|e| fail(format!("cannot create {}: {e}", dir.display())))?;
    let mut written = Vec::new();
    let mut save = |name: &str, img: &Image| -> Result<()> {
        let path = dir.join(name);
        fs::write(&path, img.png())
            .or_else(|e| fail(format!("cannot write {}: {e}", path.display())))?;
        written.push(name.to_string());
        Ok(())
    };
    save("marble.png", &marble(128))?;
    save("hole.png", &hole(64))?;
    save("ring.png", &ring(128))?;
    save("dot.png", &dot(64))?;
    save("dice.png", &dice(96))?;
    println!("    wrote {} to {}", written.join(", "), dir.display());
    Ok(())
}

/// An RGBA image, straight (not premultiplied) alpha, 0..1 floats.
struct Image {
    w: usize,
    h: usize,
    px: Vec<[f32; 4]>,
}

impl Image {
    fn new(w: usize, h: usize) -> Image {
        Image {
            w,
            h,
            px: vec![[0.0; 4]; w * h],
        }
    }

    /// Fills every pixel from a shader `f(x, y) -> rgba` over the unit square (-1..1, y up),
    /// averaging SS×SS samples per pixel (colours weighted by alpha).
    fn shade(w: usize, h: usize, f: impl Fn(f32, f32) -> [f32; 4]) -> Image {
        let mut img = Image::new(w, h);
        for py in 0..h {
            for px in 0..w {
                let mut acc = [0.0f32; 4];
                for sy in 0..SS {
                    for sx in 0..SS {
                        let x = ((px * SS + sx) as f32 + 0.5) / (w * SS) as f32 * 2.0 - 1.0;
                        let y = 1.0 - ((py * SS + sy) as f32 + 0.5) / (h * SS) as f32 * 2.0;
                        let c = f(
                            x * w as f32 / h.min(w) as f32,
                            y * h as f32 / h.min(w) as f32,
                        );
                        for k in 0..3 {
                            acc[k] += c[k] * c[3];
                        }
                        acc[3] += c[3];
                    }
                }
                let n = (SS * SS) as f32;
                let a = acc[3] / n;
                let rgb = if acc[3] > 0.0 {
                    [acc[0] / acc[3], acc[1] / acc[3], acc[2] / acc[3]]
                } else {
                    [0.0; 3]
                };
                img.px[py * w + px] = [rgb[0], rgb[1], rgb[2], a];
            }
        }
        img
    }

    /// Copies `src` into this image at column offset `x0`.
    fn blit(&mut self, src: &Image, x0: usize) {
        for y in 0..src.h.min(self.h) {
            for x in 0..src.w {
                if x0 + x < self.w {
                    self.px[y * self.w + x0 + x] = src.px[y * src.w + x];
                }
            }
        }
    }

    /// PNG bytes: 8-bit RGBA, zlib with stored (uncompressed) blocks.
    fn png(&self) -> Vec<u8> {
        let mut raw = Vec::with_capacity(self.h * (1 + 4 * self.w));
        for y in 0..self.h {
            raw.push(0); // filter: none
            for x in 0..self.w {
                for c in self.px[y * self.w + x] {
                    raw.push((c.clamp(0.0, 1.0) * 255.0 + 0.5) as u8);
                }
            }
        }
        let mut z = vec![0x78, 0x01];
        let mut chunks = raw.chunks(65_535).peekable();
        while let Some(block) = chunks.next() {
            z.push(u8::from(chunks.peek().is_none()));
            let len = block.len() as u16;
            z.extend_from_slice(&len.to_le_bytes());
            z.extend_from_slice(&(!len).to_le_bytes());
            z.extend_from_slice(block);
        }
        z.extend_from_slice(&adler32(&raw).to_be_bytes());

        let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
        let mut ihdr = Vec::new();
        ihdr.extend_from_slice(&(self.w as u32).to_be_bytes());
        ihdr.extend_from_slice(&(self.h as u32).to_be_bytes());
        ihdr.extend_from_slice(&[8, 6, 0, 0, 0]);
        chunk(&mut out, b"IHDR", &ihdr);
        chunk(&mut out, b"IDAT", &z);
        chunk(&mut out, b"IEND", &[]);
        out
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

fn crc32(data: &[u8]) -> u32 {
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

fn adler32(data: &[u8]) -> u32 {
    let (mut a, mut b) = (1u32, 0u32);
    for &x in data {
        a = (a + u32::from(x)) % 65_521;
        b = (b + a) % 65_521;
    }
    (b << 16) | a
}

fn smoothstep(e0: f32, e1: f32, x: f32) -> f32 {
    let t = ((x - e0) / (e1 - e0)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// A glossy sphere, near white, shaded so a tint keeps its depth: darker rim, soft light
/// from the upper left, a sharp specular highlight and a faint bounce light at the bottom.
fn marble(size: usize) -> Image {
    Image::shade(size, size, |x, y| {
        let r = 0.94;
        let d2 = (x * x + y * y) / (r * r);
        if d2 > 1.0 {
            // A soft contact shadow below the marble.
            let sx = x - 0.04;
            let sy = y + 0.06;
            let s = (sx * sx + sy * sy).sqrt();
            let a = (1.0 - smoothstep(0.85, 1.0, s)) * 0.35;
            return [0.0, 0.0, 0.0, a];
        }
        let z = (1.0 - d2).sqrt();
        let (nx, ny, nz) = (x / r, y / r, z);
        let (lx, ly, lz) = (-0.45f32, 0.55f32, 0.70f32);
        let ll = (lx * lx + ly * ly + lz * lz).sqrt();
        let diffuse = ((nx * lx + ny * ly + nz * lz) / ll).max(0.0);
        // Blinn-Phong highlight with the viewer on +z.
        let (hx, hy, hz) = (lx / ll, ly / ll, lz / ll + 1.0);
        let hl = (hx * hx + hy * hy + hz * hz).sqrt();
        let spec = ((nx * hx + ny * hy + nz * hz) / hl).max(0.0).powf(60.0);
        let bounce = smoothstep(0.2, 0.9, -ny) * 0.12 * z;
        let base = 0.30 + 0.62 * diffuse + bounce;
        let rim = smoothstep(0.75, 1.0, d2.sqrt()) * 0.25;
        let v = (base - rim).clamp(0.0, 1.0);
        let c = v + (1.0 - v) * spec;
        [c, c, c, 1.0]
    })
}

/// A hole drilled into the board: dark, with a shadowed upper edge and a lit lower lip.
fn hole(size: usize) -> Image {
    Image::shade(size, size, |x, y| {
        let d = (x * x + y * y).sqrt();
        if d > 0.95 {
            return [0.0; 4];
        }
        let inner = smoothstep(0.55, 0.95, d);
        let lip = inner * (0.5 - 0.5 * y.clamp(-1.0, 1.0)) * 0.55;
        let v = 0.10 + lip;
        [v, v * 0.92, v * 0.85, 1.0]
    })
}

/// A selection ring, white, soft on both edges.
fn ring(size: usize) -> Image {
    Image::shade(size, size, |x, y| {
        let d = (x * x + y * y).sqrt();
        let a = smoothstep(0.74, 0.80, d) * (1.0 - smoothstep(0.90, 0.97, d));
        [1.0, 1.0, 1.0, a]
    })
}

/// A target dot for legal destinations, white with a soft halo.
fn dot(size: usize) -> Image {
    Image::shade(size, size, |x, y| {
        let d = (x * x + y * y).sqrt();
        let core = 1.0 - smoothstep(0.42, 0.50, d);
        let halo = (1.0 - smoothstep(0.5, 0.95, d)) * 0.35;
        [1.0, 1.0, 1.0, core.max(halo)]
    })
}

/// The six die faces side by side (face 1 first): ivory rounded squares with dark pips.
fn dice(size: usize) -> Image {
    let mut strip = Image::new(size * 6, size);
    for face in 1..=6u8 {
        let pips = pip_positions(face);
        let img = Image::shade(size, size, |x, y| {
            let (ax, ay) = (x.abs(), y.abs());
            let corner = 0.28;
            let half = 0.90;
            let qx = (ax - (half - corner)).max(0.0);
            let qy = (ay - (half - corner)).max(0.0);
            let outside = (qx * qx + qy * qy).sqrt() - corner;
            if outside > 0.0 || ax > half || ay > half {
                return [0.0; 4];
            }
            let edge = smoothstep(-0.12, 0.0, outside);
            let shade = 0.97 - 0.10 * edge - 0.04 * (x - y) * 0.5;
            for &(px, py) in &pips {
                let (dx, dy) = (x - px, y - py);
                if (dx * dx + dy * dy).sqrt() < 0.15 {
                    return [0.12, 0.10, 0.10, 1.0];
                }
            }
            [shade, shade * 0.97, shade * 0.90, 1.0]
        });
        strip.blit(&img, (face as usize - 1) * size);
    }
    strip
}

fn pip_positions(face: u8) -> Vec<(f32, f32)> {
    let o = 0.45;
    let c = (0.0, 0.0);
    let (tl, tr, bl, br) = ((-o, o), (o, o), (-o, -o), (o, -o));
    let (ml, mr) = ((-o, 0.0), (o, 0.0));
    match face {
        1 => vec![c],
        2 => vec![tl, br],
        3 => vec![tl, c, br],
        4 => vec![tl, tr, bl, br],
        5 => vec![tl, tr, c, bl, br],
        _ => vec![tl, tr, ml, mr, bl, br],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn png_has_signature_and_chunks() {
        let png = dot(8).png();
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        assert_eq!(&png[12..16], b"IHDR");
        assert!(png.windows(4).any(|w| w == b"IEND"));
    }

    #[test]
    fn checksums_match_known_values() {
        assert_eq!(crc32(b"IEND"), 0xAE42_6082);
        assert_eq!(adler32(b"Wikipedia"), 0x11E6_0398);
    }

    #[test]
    fn marble_is_opaque_inside_and_clear_outside() {
        let m = marble(32);
        assert_eq!(m.px[16 * 32 + 16][3], 1.0);
        assert!(m.px[0][3] < 0.05);
    }
}
