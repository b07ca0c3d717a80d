//! The game's sounds, synthesised sample by sample (16-bit PCM, mono, 22 050 Hz; `files.rs`
//! writes them as WAV).
//!
//! Every sound is a sum of damped sines (the resonances of wood, glass or a bell) and filtered
//! noise from a fixed-seed xorshift generator, so a re-run makes the same samples. Each is
//! peak-normalised to -3 dBFS with a short fade at both ends, so nothing clicks.

use std::f32::consts::TAU;

pub const RATE: u32 = 22_050;
/// Peak level after normalising: -3 dBFS.
pub const PEAK: f32 = 0.708;

/// Every sound as (file name, 16-bit samples).
pub fn all() -> Vec<(&'static str, Vec<i16>)> {
    vec![
        ("hop.wav", pcm(&hop())),
        ("step.wav", pcm(&step())),
        ("capture.wav", pcm(&capture())),
        ("dice.wav", pcm(&dice())),
        ("win.wav", pcm(&win())),
    ]
}

/// A soft wooden tap: a marble set down in a hole (~80 ms).
fn step() -> Vec<f32> {
    let mut s = Track::new(0.08);
    let mut rng = Rng(0x5EED_0001);
    for &(f, a, tau) in &[
        (190.0, 0.45, 0.020),
        (430.0, 0.80, 0.014),
        (1_040.0, 0.30, 0.007),
        (2_250.0, 0.10, 0.004),
    ] {
        s.mode(0.0, f, a, tau);
    }
    s.noise(&mut rng, 0.0, 0.006, 0.35, 0.0015, 1_400.0, 0.7);
    s.finish(0.002, 0.015)
}

/// A light marble click-clack: glass on glass, twice (~120 ms).
fn hop() -> Vec<f32> {
    let mut s = Track::new(0.12);
    let mut rng = Rng(0x5EED_0002);
    for &(t, amp, f0) in &[(0.0, 1.0, 2_350.0), (0.052, 0.62, 2_080.0)] {
        for &(ratio, a, tau) in &[(1.0, 0.9, 0.014), (1.53, 0.45, 0.008), (2.32, 0.22, 0.005)] {
            s.mode(t, f0 * ratio, amp * a, tau);
        }
        s.mode(t, 620.0, amp * 0.25, 0.010);
        s.noise(&mut rng, t, 0.003, amp * 0.25, 0.0008, 4_000.0, 1.0);
    }
    s.finish(0.001, 0.02)
}

/// A crisp pop with a short whoosh and a glint: a piece taken off the board (~300 ms).
fn capture() -> Vec<f32> {
    let mut s = Track::new(0.30);
    let mut rng = Rng(0x5EED_0003);
    // The pop: a bubble whose pitch rises quickly.
    let mut phase = 0.0f32;
    for i in 0..s.len() {
        let t = i as f32 / RATE as f32;
        let f = 330.0 + 700.0 * (1.0 - (-t / 0.025).exp());
        phase += TAU * f / RATE as f32;
        let env = (1.0 - (-t / 0.0015).exp()) * (-t / 0.030).exp();
        s.buf[i] += 0.9 * env * phase.sin();
    }
    // The whoosh: noise through a band that sweeps up, swelling and fading.
    let mut bp = Biquad::default();
    for i in 0..s.len() {
        let t = i as f32 / RATE as f32;
        let centre = 500.0 + 1_500.0 * (t / 0.30).min(1.0).powf(0.7);
        bp.bandpass(centre, 1.6);
        let env = (std::f32::consts::PI * (t / 0.28).min(1.0)).sin().powi(2);
        s.buf[i] += 0.22 * env * bp.run(rng.signed());
    }
    // A glint on top.
    s.mode(0.02, 1_760.0, 0.18, 0.07);
    s.mode(0.02, 2_637.0, 0.08, 0.05);
    s.finish(0.002, 0.04)
}

/// Dice shaken and thrown: a rattle of clicks, then bounces on the table (~500 ms).
fn dice() -> Vec<f32> {
    let mut s = Track::new(0.50);
    let mut rng = Rng(0x5EED_0004);
    // The rattle: clicks at irregular times, getting sparser.
    let mut t = 0.004;
    while t < 0.30 {
        let amp = rng.range(0.35, 0.9);
        let f0 = rng.range(1_700.0, 3_400.0);
        s.mode(t, f0, amp, rng.range(0.004, 0.008));
        s.mode(t, f0 * rng.range(1.4, 1.8), amp * 0.4, 0.004);
        s.noise(&mut rng, t, 0.002, amp * 0.3, 0.0006, 3_200.0, 1.2);
        if rng.unit() < 0.5 {
            // The other die, a moment later.
            let t2 = t + rng.range(0.003, 0.009);
            let f1 = rng.range(1_900.0, 3_800.0);
            s.mode(t2, f1, amp * 0.6, rng.range(0.003, 0.006));
            s.noise(&mut rng, t2, 0.002, amp * 0.2, 0.0006, 3_600.0, 1.2);
        }
        t += rng.range(0.018, 0.045) * (1.0 + t * 2.0);
    }
    // The bounces: a dull knock each, weaker and closer together.
    for &(t, amp) in &[(0.33, 0.9), (0.405, 0.55), (0.455, 0.3)] {
        s.mode(t, rng.range(170.0, 210.0), amp, 0.022);
        s.mode(t, rng.range(900.0, 1_100.0), amp * 0.5, 0.008);
        s.mode(t, rng.range(2_400.0, 2_900.0), amp * 0.35, 0.004);
        s.noise(&mut rng, t, 0.003, amp * 0.25, 0.001, 1_800.0, 0.8);
    }
    s.finish(0.002, 0.03)
}

/// A rising arpeggio of soft bells, C E G C (~900 ms).
fn win() -> Vec<f32> {
    let mut s = Track::new(0.90);
    let notes = [
        (0.0, 523.25),
        (0.095, 659.26),
        (0.19, 783.99),
        (0.285, 1_046.5),
    ];
    for (k, &(t, f)) in notes.iter().enumerate() {
        let last = k + 1 == notes.len();
        let (amp, tau) = if last { (1.0, 0.45) } else { (0.8, 0.32) };
        for &(ratio, a, tau_scale) in &[
            (1.0, 1.0, 1.0),
            (2.0, 0.28, 0.55),
            (3.0, 0.10, 0.35),
            (4.16, 0.05, 0.25),
        ] {
            s.bell(t, f * ratio, amp * a, tau * tau_scale);
        }
        // A slightly detuned twin of the fundamental: a slow, warm shimmer.
        s.bell(t, f * 1.004, amp * 0.45, tau);
    }
    s.finish(0.003, 0.12)
}

/// A mono buffer that sounds are mixed into.
struct Track {
    buf: Vec<f32>,
}

impl Track {
    fn new(secs: f32) -> Track {
        Track {
            buf: vec![0.0; (secs * RATE as f32) as usize],
        }
    }

    fn len(&self) -> usize {
        self.buf.len()
    }

    /// A damped sine from `t0` seconds: `amp · e^(-t/tau) · sin(2πft)`.
    fn mode(&mut self, t0: f32, freq: f32, amp: f32, tau: f32) {
        let start = (t0 * RATE as f32) as usize;
        let w = TAU * freq / RATE as f32;
        for (i, x) in self.buf.iter_mut().skip(start).enumerate() {
            let t = i as f32 / RATE as f32;
            *x += amp * (-t / tau).exp() * (w * i as f32).sin();
        }
    }

    /// A damped sine with a soft 4 ms attack, for bells.
    fn bell(&mut self, t0: f32, freq: f32, amp: f32, tau: f32) {
        let start = (t0 * RATE as f32) as usize;
        let w = TAU * freq / RATE as f32;
        for (i, x) in self.buf.iter_mut().skip(start).enumerate() {
            let t = i as f32 / RATE as f32;
            let attack = (t / 0.004).min(1.0);
            *x += amp * attack * (-t / tau).exp() * (w * i as f32).sin();
        }
    }

    /// A burst of band-passed noise `dur` seconds long, decaying with `tau`.
    #[allow(clippy::too_many_arguments)]
    fn noise(&mut self, rng: &mut Rng, t0: f32, dur: f32, amp: f32, tau: f32, centre: f32, q: f32) {
        let start = (t0 * RATE as f32) as usize;
        let n = (dur * RATE as f32) as usize;
        let mut bp = Biquad::default();
        bp.bandpass(centre, q);
        // Run on a little past the burst so the filter rings out instead of stopping dead.
        for (i, x) in self.buf.iter_mut().skip(start).take(n * 4).enumerate() {
            let t = i as f32 / RATE as f32;
            let input = if i < n {
                rng.signed() * (-t / tau).exp()
            } else {
                0.0
            };
            *x += amp * bp.run(input);
        }
    }

    /// Faded in and out (seconds), then normalised to [`PEAK`].
    fn finish(mut self, fade_in: f32, fade_out: f32) -> Vec<f32> {
        let n = self.buf.len();
        let fi = (fade_in * RATE as f32) as usize;
        let fo = (fade_out * RATE as f32) as usize;
        for (i, x) in self.buf.iter_mut().enumerate() {
            if i < fi {
                *x *= i as f32 / fi as f32;
            }
            if i + fo >= n {
                let k = (n - 1 - i) as f32 / fo as f32; // 1 → 0 over the fade
                *x *= 0.5 - 0.5 * (std::f32::consts::PI * k).cos();
            }
        }
        let peak = self.buf.iter().fold(0.0f32, |m, x| m.max(x.abs()));
        let gain = if peak > 0.0 { PEAK / peak } else { 0.0 };
        for x in &mut self.buf {
            *x *= gain;
        }
        self.buf
    }
}

/// A biquad filter (RBJ cookbook), used as a band-pass.
#[derive(Default)]
struct Biquad {
    b: [f32; 3],
    a: [f32; 2],
    x: [f32; 2],
    y: [f32; 2],
}

impl Biquad {
    /// Sets a constant-peak band-pass around `centre` Hz; keeps the state, so it can sweep.
    fn bandpass(&mut self, centre: f32, q: f32) {
        let w = TAU * centre / RATE as f32;
        let alpha = w.sin() / (2.0 * q);
        let a0 = 1.0 + alpha;
        self.b = [alpha / a0, 0.0, -alpha / a0];
        self.a = [-2.0 * w.cos() / a0, (1.0 - alpha) / a0];
    }

    fn run(&mut self, x: f32) -> f32 {
        let y = self.b[0] * x + self.b[1] * self.x[0] + self.b[2] * self.x[1]
            - self.a[0] * self.y[0]
            - self.a[1] * self.y[1];
        self.x = [x, self.x[0]];
        self.y = [y, self.y[0]];
        y
    }
}

/// xorshift32: the same noise on every run.
struct Rng(u32);

impl Rng {
    fn next(&mut self) -> u32 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        x
    }

    /// Uniform in [0, 1).
    fn unit(&mut self) -> f32 {
        (self.next() >> 8) as f32 / (1u32 << 24) as f32
    }

    /// Uniform in [-1, 1).
    fn signed(&mut self) -> f32 {
        self.unit() * 2.0 - 1.0
    }

    fn range(&mut self, lo: f32, hi: f32) -> f32 {
        lo + (hi - lo) * self.unit()
    }
}

/// 16-bit samples: clipped to [-1, 1], scaled to ±32 767 and rounded.
fn pcm(samples: &[f32]) -> Vec<i16> {
    samples
        .iter()
        .map(|&s| (s.clamp(-1.0, 1.0) * 32_767.0).round() as i16)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sounds_are_short_normalised_and_faded() {
        for (name, samples) in all() {
            let secs = samples.len() as f32 / RATE as f32;
            assert!(secs > 0.05 && secs < 1.0, "{name}: {secs} s");
            let peak = samples.iter().map(|s| s.unsigned_abs()).max().unwrap_or(0);
            let db = 20.0 * (f32::from(peak) / 32_767.0).log10();
            assert!((-3.3..=-2.7).contains(&db), "{name}: peak {db:.2} dBFS");
            assert!(
                samples[0].unsigned_abs() < 300,
                "{name} starts with a click"
            );
            assert!(
                samples[samples.len() - 1].unsigned_abs() < 300,
                "{name} ends with a click"
            );
        }
    }

    #[test]
    fn sounds_are_the_same_every_run() {
        assert_eq!(all(), all());
    }
}
