//! The light every theme shares unless it names pictures of its own (`assets/ui/`): the soft
//! shadow under marbles, cups and dice, the glow around what the board points out, the grain
//! of the wooden star, the frosted texture of the glass one, and the vignette that darkens the
//! window's edges. Drawn white or black so the game can tint them.

use super::{Image, Noise, TAU, fbm, len, smoothstep};

/// What this module draws: path under `assets/`, width and height.
pub const SHARED: [(&str, usize, usize); 5] = [
    ("ui/shadow.png", 64, 64),
    ("ui/glow.png", 128, 128),
    ("ui/grain.png", 256, 256),
    ("ui/frost.png", 256, 256),
    ("ui/vignette.png", 256, 256),
];

/// The shared picture `name` (a path of [`SHARED`]).
pub fn draw(name: &str) -> Image {
    match name {
        "ui/shadow.png" => shadow(64),
        "ui/glow.png" => glow(128),
        "ui/grain.png" => grain(256),
        "ui/frost.png" => frost(256),
        "ui/vignette.png" => vignette(256),
        _ => unreachable!("no shared picture {name}"),
    }
}

/// A soft round shadow: black, opaque in the middle and fading to nothing at the edge (a
/// Gaussian, cut smoothly before the border so it never shows a square).
fn shadow(size: usize) -> Image {
    Image::shade(size, size, |x, y| {
        let d = len(x, y);
        let a = (-(d * d) / 0.22).exp() * (1.0 - smoothstep(0.8, 1.0, d));
        [0.0, 0.0, 0.0, a]
    })
}

/// A glow: white, bright near the middle, with a long soft falloff.
fn glow(size: usize) -> Image {
    Image::shade(size, size, |x, y| {
        let d = len(x, y);
        let a = ((-(d * d) / 0.12).exp() * 0.65 + (-(d * d) / 0.45).exp() * 0.35)
            * (1.0 - smoothstep(0.75, 1.0, d));
        [1.0, 1.0, 1.0, a]
    })
}

/// Wood grain for the star, tileable: long, gently wavy growth lines, fine fibres and broad
/// patches, in greys near white (the board colour multiplies it, so it stays that colour).
fn grain(size: usize) -> Image {
    let mut seed = 0x0600_D5EEu32;
    let warp: Vec<Noise> = [(2, 2), (3, 5), (6, 10)]
        .iter()
        .map(|&(nx, ny)| Noise::new(nx, ny, &mut seed))
        .collect();
    let fibres = Noise::new(4, 128, &mut seed);
    let patches: Vec<Noise> = [2, 4]
        .iter()
        .map(|&n| Noise::new(n, n, &mut seed))
        .collect();
    let mut img = Image::new(size, size);
    for py in 0..size {
        for px in 0..size {
            let (u, v) = (px as f32 / size as f32, py as f32 / size as f32);
            let rings = 0.5 + 0.5 * (TAU * (v * 7.0 + fbm(&warp, u, v) * 0.9)).sin();
            let tone = 0.90 - 0.10 * rings.powi(3) + 0.06 * fibres.at(u, v)
                - 0.05 * fbm(&patches, u, v).abs();
            let t = tone.clamp(0.0, 1.0);
            img.px[py * size + px] = [t, t * 0.985, t * 0.97, 1.0];
        }
    }
    img
}

/// Frosted glass, tileable: a fine even noise with faint clouds, near white.
fn frost(size: usize) -> Image {
    let mut seed = 0xF2_05_7E_D1u32;
    let clouds: Vec<Noise> = [4, 8]
        .iter()
        .map(|&n| Noise::new(n, n, &mut seed))
        .collect();
    let fine: Vec<Noise> = [32, 64]
        .iter()
        .map(|&n| Noise::new(n, n, &mut seed))
        .collect();
    let mut img = Image::new(size, size);
    for py in 0..size {
        for px in 0..size {
            let (u, v) = (px as f32 / size as f32, py as f32 / size as f32);
            let tone = 0.92 + 0.06 * fbm(&clouds, u, v) + 0.05 * fbm(&fine, u, v);
            let t = tone.clamp(0.0, 1.0);
            img.px[py * size + px] = [t, t, t, 1.0];
        }
    }
    img
}

/// The vignette: clear in the middle, black towards the corners (stretched over the window).
fn vignette(size: usize) -> Image {
    let mut img = Image::new(size, size);
    for py in 0..size {
        for px in 0..size {
            let x = (px as f32 + 0.5) / size as f32 * 2.0 - 1.0;
            let y = (py as f32 + 0.5) / size as f32 * 2.0 - 1.0;
            let d = len(x, y) / std::f32::consts::SQRT_2;
            let a = smoothstep(0.35, 1.0, d).powf(1.4);
            img.px[py * size + px] = [0.0, 0.0, 0.0, a];
        }
    }
    img
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shadow_and_glow_fade_to_nothing_at_the_edge() {
        for img in [shadow(32), glow(32)] {
            assert!(img.px[16 * 32 + 16][3] > 0.5);
            for corner in [0, 31, 31 * 32, 32 * 32 - 1] {
                assert!(img.px[corner][3] < 0.01);
            }
        }
    }

    #[test]
    fn textures_tile_without_a_seam() {
        for img in [grain(64), frost(64)] {
            // The last column sits next to the first when tiled: no jump larger than the
            // texture's own steps between neighbours.
            let step = |a: [f32; 4], b: [f32; 4]| (a[0] - b[0]).abs();
            let inner = (0..64)
                .map(|y| step(img.px[y * 64 + 31], img.px[y * 64 + 32]))
                .fold(0.0, f32::max);
            let seam = (0..64)
                .map(|y| step(img.px[y * 64 + 63], img.px[y * 64]))
                .fold(0.0, f32::max);
            assert!(seam < inner * 2.5 + 0.02, "seam {seam} vs inner {inner}");
        }
    }
}
