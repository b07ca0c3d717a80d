//! The language on screen follows `Settings::language`. A language's file
//! (`assets/lang/<code>.ftl`) and the font its script needs (`language-font`, a file in
//! `assets/fonts/`) are assets fetched when the language is chosen, natively and in the
//! browser alike; the switch happens when both are in, so a text never shows before its
//! glyphs. A file or font that cannot be had is reported and the language stays as it was.

use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, LoadContext, LoadState};
use bevy::prelude::*;
use web_time::Instant;

use crate::core::notice::Notice;
use crate::core::settings::Settings;
use crate::core::setup::{GameSetup, relabel};
use crate::core::text::{self, tr_with};
use crate::view::fonts::FontFile;

pub(super) fn plugin(app: &mut App) {
    app.init_asset::<LanguageFile>()
        .register_asset_loader(LanguageLoader)
        .init_resource::<LanguageFont>()
        .init_resource::<Switch>()
        .add_systems(Update, follow_language);
}

/// A language file's text.
#[derive(Asset, TypePath, Debug, Clone)]
pub struct LanguageFile(pub String);

#[derive(Default, TypePath)]
struct LanguageLoader;

impl AssetLoader for LanguageLoader {
    type Asset = LanguageFile;
    type Settings = ();
    type Error = std::io::Error;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        _context: &mut LoadContext<'_>,
    ) -> Result<LanguageFile, std::io::Error> {
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes).await?;
        String::from_utf8(bytes)
            .map(LanguageFile)
            .map_err(|_| std::io::Error::other("the file is not UTF-8 text"))
    }

    fn extensions(&self) -> &[&str] {
        &["ftl"]
    }
}

/// The font the language on screen needs beyond the built-in faces (see `fonts.rs`).
#[derive(Resource, Default, Debug, Clone)]
pub struct LanguageFont(pub Option<Handle<FontFile>>);

/// A switch under way: the language wanted, its file and font as they come in.
#[derive(Resource, Default)]
pub struct Switch {
    code: String,
    pub(crate) file: Option<Handle<LanguageFile>>,
    font: Option<Handle<FontFile>>,
    since: Option<Instant>,
}

impl Switch {
    /// A language's file or font is on its way (the window keeps drawing until it is in).
    pub fn is_loading(&self) -> bool {
        self.file.is_some()
    }
}

#[allow(clippy::too_many_arguments)]
fn follow_language(
    mut settings: ResMut<Settings>,
    mut switch: ResMut<Switch>,
    server: Res<AssetServer>,
    files: Res<Assets<LanguageFile>>,
    fonts: Res<Assets<FontFile>>,
    mut font: ResMut<LanguageFont>,
    mut setup: ResMut<GameSetup>,
    mut notice: MessageWriter<Notice>,
) {
    let wanted = settings.language.clone();
    if wanted == text::language() {
        switch.file = None;
        return;
    }
    if wanted == "en" || wanted.is_empty() {
        relabel(&mut setup, || {
            let _ = text::set_language("en", None);
        });
        font.0 = None;
        crate::web::language_shown("en", None, 0);
        return;
    }
    if wanted == petri_text::PSEUDO {
        // The pseudo-language (`--language en-XA`) is made from English, not read.
        let pseudo = petri_text::pseudo(text::english_source());
        relabel(&mut setup, || {
            let _ = text::set_language(petri_text::PSEUDO, Some(&pseudo));
        });
        font.0 = None;
        return;
    }
    if switch.code != wanted || switch.file.is_none() {
        let valid = wanted
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if !valid {
            notice.write(Notice(tr_with(
                "notice.language_bad_code",
                &[("code", &wanted)],
            )));
            settings.language = text::language();
            return;
        }
        *switch = Switch {
            code: wanted.clone(),
            file: Some(server.load(format!("lang/{wanted}.ftl"))),
            font: None,
            since: Some(Instant::now()),
        };
    }
    let Some(handle) = switch.file.clone() else {
        return;
    };
    let mut refuse = |why: String, settings: &mut Settings, switch: &mut Switch| {
        warn!("language {wanted}: {why}");
        notice.write(Notice(tr_with(
            "notice.language_failed",
            &[("code", &wanted), ("error", &why)],
        )));
        settings.language = text::language();
        switch.file = None;
    };
    if let LoadState::Failed(e) = server.load_state(&handle) {
        refuse(e.to_string(), &mut settings, &mut switch);
        return;
    }
    let Some(file) = files.get(&handle) else {
        return;
    };
    let table = match text::parse(&wanted, &file.0) {
        Ok(t) => t,
        Err(e) => {
            refuse(
                format!("lang/{wanted}.ftl: {e}"),
                &mut settings,
                &mut switch,
            );
            return;
        }
    };
    if let Some(name) = table.font() {
        let handle = switch
            .font
            .get_or_insert_with(|| server.load(format!("fonts/{name}")))
            .clone();
        if let LoadState::Failed(e) = server.load_state(&handle) {
            refuse(format!("fonts/{name}: {e}"), &mut settings, &mut switch);
            return;
        }
        if fonts.get(&handle).is_none() {
            return;
        }
    }
    let mut result = Ok(());
    relabel(&mut setup, || {
        result = text::set_language(&wanted, Some(&file.0))
    });
    if let Err(e) = result {
        refuse(e, &mut settings, &mut switch);
        return;
    }
    font.0 = switch.font.clone();
    let millis = switch.since.map_or(0, |s| s.elapsed().as_millis());
    info!("language {wanted}: on screen {millis} ms after it was chosen");
    crate::web::language_shown(&wanted, table.font(), millis);
    switch.file = None;
}
