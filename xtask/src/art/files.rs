//! The asset files: PNG through the `png` crate, WAV through `hound`, written, read back and
//! compared by what they decode to.
//!
//! Comparing decoded content rather than bytes means a file counts as up to date when it holds
//! the same pixels or samples, however it was compressed: a newer `png` that deflates
//! differently does not make `cargo xtask art --check` fail, and files written by an older
//! encoder stay valid.

use std::io::Cursor;
use std::path::Path;

use super::sound::RATE;

/// What every sound is: 16-bit PCM, mono, [`RATE`].
pub const WAV_SPEC: hound::WavSpec = hound::WavSpec {
    channels: 1,
    sample_rate: RATE,
    bits_per_sample: 16,
    sample_format: hound::SampleFormat::Int,
};

/// PNG bytes for a `w`×`h` image of RGBA8 pixels, rows top to bottom. Bevy reads RGBA8
/// straight into a texture (grey images would become red-channel textures), so every sprite
/// is RGBA even when it is grey.
pub fn png(w: usize, h: usize, rgba: &[u8]) -> Vec<u8> {
    assert_eq!(rgba.len(), w * h * 4, "pixel data does not match the size");
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, w as u32, h as u32);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    // Maximum deflate level, adaptive filter per row: the files are written once and shipped.
    encoder.set_compression(png::Compression::High);
    let mut writer = encoder.write_header().expect("a valid RGBA8 header");
    writer
        .write_image_data(rgba)
        .expect("pixel data of the right size");
    writer.finish().expect("writing to memory cannot fail");
    out
}

/// A decoded PNG, exactly as stored (no transformations).
#[derive(Debug, PartialEq)]
pub struct Picture {
    pub w: u32,
    pub h: u32,
    pub color: png::ColorType,
    pub depth: png::BitDepth,
    /// Rows top to bottom, packed.
    pub data: Vec<u8>,
}

/// Reads a PNG (the decoder checks the signature, chunk CRCs, the zlib stream and filters).
pub fn read_png(bytes: &[u8]) -> Result<Picture, String> {
    let mut decoder = png::Decoder::new(Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::IDENTITY);
    let mut reader = decoder.read_info().map_err(|e| e.to_string())?;
    let size = reader.output_buffer_size().ok_or("image too large")?;
    let mut data = vec![0; size];
    let frame = reader.next_frame(&mut data).map_err(|e| e.to_string())?;
    data.truncate(frame.buffer_size());
    reader.finish().map_err(|e| e.to_string())?;
    Ok(Picture {
        w: frame.width,
        h: frame.height,
        color: frame.color_type,
        depth: frame.bit_depth,
        data,
    })
}

/// WAV bytes for samples in [`WAV_SPEC`].
pub fn wav(samples: &[i16]) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    let mut writer = hound::WavWriter::new(&mut out, WAV_SPEC).expect("a valid WAV spec");
    for &s in samples {
        writer
            .write_sample(s)
            .expect("writing to memory cannot fail");
    }
    writer.finalize().expect("writing to memory cannot fail");
    out.into_inner()
}

/// A decoded WAV: its format and its integer samples, interleaved.
#[derive(Debug, PartialEq)]
pub struct Sound {
    pub spec: hound::WavSpec,
    pub samples: Vec<i32>,
}

/// Reads an integer PCM WAV.
pub fn read_wav(bytes: &[u8]) -> Result<Sound, String> {
    let mut reader = hound::WavReader::new(Cursor::new(bytes)).map_err(|e| e.to_string())?;
    let spec = reader.spec();
    if spec.sample_format != hound::SampleFormat::Int {
        return Err(format!(
            "{}-bit float samples, expected integer PCM",
            spec.bits_per_sample
        ));
    }
    let samples = reader
        .samples::<i32>()
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| e.to_string())?;
    Ok(Sound { spec, samples })
}

/// How the file `old` differs from `fresh` (both named `rel`), judged by content: PNGs by
/// size, colour type, bit depth and pixels; WAVs by channels, rate, sample format and samples;
/// anything else byte for byte. `None` when they hold the same.
pub fn difference(rel: &Path, fresh: &[u8], old: &[u8]) -> Option<String> {
    let result = match rel.extension().and_then(|e| e.to_str()) {
        Some("png") => read_png(fresh).and_then(|new| Ok(png_difference(&new, &read_png(old)?))),
        Some("wav") => read_wav(fresh).and_then(|new| Ok(wav_difference(&new, &read_wav(old)?))),
        _ => Ok((fresh != old).then(|| "differs from a fresh run".to_string())),
    };
    result.unwrap_or_else(|e| Some(format!("does not decode: {e}")))
}

fn png_difference(new: &Picture, old: &Picture) -> Option<String> {
    let format = |p: &Picture| format!("{}×{} {:?} {}-bit", p.w, p.h, p.color, p.depth as u8);
    if (old.w, old.h, old.color, old.depth) != (new.w, new.h, new.color, new.depth) {
        return Some(format!(
            "{}, a fresh run draws {}",
            format(old),
            format(new)
        ));
    }
    let pixel = (new.data.len() / (new.w as usize * new.h as usize).max(1)).max(1);
    let mut differ = new
        .data
        .chunks(pixel)
        .zip(old.data.chunks(pixel))
        .enumerate()
        .filter(|(_, (n, o))| n != o);
    let (first, (n, o)) = differ.next()?;
    let (x, y) = (first % new.w as usize, first / new.w as usize);
    Some(format!(
        "pixel ({x}, {y}) is {o:?}, a fresh run draws {n:?} ({} of {} pixels differ)",
        1 + differ.count(),
        new.w * new.h
    ))
}

fn wav_difference(new: &Sound, old: &Sound) -> Option<String> {
    let format = |s: &hound::WavSpec| {
        format!(
            "{} channel(s) at {} Hz, {}-bit",
            s.channels, s.sample_rate, s.bits_per_sample
        )
    };
    if old.spec != new.spec {
        return Some(format!(
            "{}, a fresh run makes {}",
            format(&old.spec),
            format(&new.spec)
        ));
    }
    if old.samples.len() != new.samples.len() {
        return Some(format!(
            "{} samples, a fresh run makes {}",
            old.samples.len(),
            new.samples.len()
        ));
    }
    let mut differ = new
        .samples
        .iter()
        .zip(&old.samples)
        .enumerate()
        .filter(|(_, (n, o))| n != o);
    let (first, (n, o)) = differ.next()?;
    Some(format!(
        "sample {first} is {o}, a fresh run makes {n} ({} of {} samples differ)",
        1 + differ.count(),
        new.samples.len()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gradient(w: usize, h: usize) -> Vec<u8> {
        (0..w * h * 4).map(|i| (i * 7 % 251) as u8).collect()
    }

    #[test]
    fn png_round_trips() {
        let (w, h) = (37, 23);
        let rgba = gradient(w, h);
        let back = read_png(&png(w, h, &rgba)).expect("decodes");
        assert_eq!((back.w, back.h), (37, 23));
        assert_eq!(
            (back.color, back.depth),
            (png::ColorType::Rgba, png::BitDepth::Eight)
        );
        assert_eq!(back.data, rgba);
    }

    #[test]
    fn wav_round_trips() {
        let samples: Vec<i16> = (0..500)
            .map(|i| (i * 131 % 65_536 - 32_768) as i16)
            .collect();
        let back = read_wav(&wav(&samples)).expect("decodes");
        assert_eq!(back.spec, WAV_SPEC);
        assert_eq!(
            back.samples,
            samples.iter().map(|&s| i32::from(s)).collect::<Vec<_>>()
        );
    }

    #[test]
    fn same_pixels_in_other_bytes_are_the_same_file() {
        let (w, h) = (20, 10);
        let rgba = gradient(w, h);
        let fresh = png(w, h, &rgba);
        let mut other = Vec::new();
        let mut encoder = png::Encoder::new(&mut other, w as u32, h as u32);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_compression(png::Compression::NoCompression);
        let mut writer = encoder.write_header().unwrap();
        writer.write_image_data(&rgba).unwrap();
        writer.finish().unwrap();
        assert_ne!(fresh, other);
        assert_eq!(difference(Path::new("a.png"), &fresh, &other), None);
    }

    #[test]
    fn one_changed_pixel_is_reported() {
        let (w, h) = (20, 10);
        let rgba = gradient(w, h);
        let mut changed = rgba.clone();
        changed[(3 * w + 5) * 4 + 2] ^= 1;
        let why = difference(Path::new("a.png"), &png(w, h, &rgba), &png(w, h, &changed))
            .expect("reported");
        assert!(why.starts_with("pixel (5, 3) is"), "{why}");
        assert!(why.ends_with("(1 of 200 pixels differ)"), "{why}");
    }

    #[test]
    fn another_size_or_format_is_reported() {
        let fresh = png(4, 2, &gradient(4, 2));
        let why = difference(Path::new("a.png"), &fresh, &png(2, 4, &gradient(2, 4)));
        assert_eq!(
            why.as_deref(),
            Some("2×4 Rgba 8-bit, a fresh run draws 4×2 Rgba 8-bit")
        );
        let mut grey = Vec::new();
        let mut encoder = png::Encoder::new(&mut grey, 4, 2);
        encoder.set_color(png::ColorType::Grayscale);
        let mut writer = encoder.write_header().unwrap();
        writer.write_image_data(&[0; 8]).unwrap();
        writer.finish().unwrap();
        let why = difference(Path::new("a.png"), &fresh, &grey).expect("reported");
        assert!(why.starts_with("4×2 Grayscale 8-bit"), "{why}");
    }

    #[test]
    fn changed_samples_and_spec_are_reported() {
        let samples: Vec<i16> = (0..100).map(|i| i * 300).collect();
        let fresh = wav(&samples);
        let mut changed = samples.clone();
        changed[42] += 1;
        let why = difference(Path::new("a.wav"), &fresh, &wav(&changed));
        assert_eq!(
            why.as_deref(),
            Some("sample 42 is 12601, a fresh run makes 12600 (1 of 100 samples differ)")
        );
        let why = difference(Path::new("a.wav"), &fresh, &wav(&samples[..99]));
        assert_eq!(why.as_deref(), Some("99 samples, a fresh run makes 100"));

        let mut other = Cursor::new(Vec::new());
        let spec = hound::WavSpec {
            sample_rate: 44_100,
            ..WAV_SPEC
        };
        let mut writer = hound::WavWriter::new(&mut other, spec).unwrap();
        for &s in &samples {
            writer.write_sample(s).unwrap();
        }
        writer.finalize().unwrap();
        let why = difference(Path::new("a.wav"), &fresh, other.get_ref());
        assert_eq!(
            why.as_deref(),
            Some(
                "1 channel(s) at 44100 Hz, 16-bit, a fresh run makes 1 channel(s) at 22050 Hz, 16-bit"
            )
        );
    }

    #[test]
    fn broken_files_and_other_text_are_reported() {
        let fresh = png(2, 2, &[9; 16]);
        let why = difference(Path::new("a.png"), &fresh, &fresh[..fresh.len() - 20]);
        assert!(why.is_some_and(|w| w.starts_with("does not decode: ")));
        let why = difference(Path::new("a.wav"), &wav(&[1, 2]), b"RIFF....");
        assert!(why.is_some_and(|w| w.starts_with("does not decode: ")));
        assert_eq!(difference(Path::new("t.ron"), b"(a: 1)", b"(a: 1)"), None);
        assert!(difference(Path::new("t.ron"), b"(a: 1)", b"(a: 2)").is_some());
    }
}
