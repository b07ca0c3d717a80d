//! What draws the window: a graphics card, or the processor. Without GPU access a browser
//! draws WebGL with SwiftShader, and Mesa draws with llvmpipe or lavapipe (Xvfb, a virtual
//! desktop, a machine without a driver): every frame then costs the processor. The title's
//! living board, a frame for every step of a hop, took a whole core that way (BENCHMARKS.md,
//! "The page at rest without a GPU"), so there it stands still unless the person asks for it in Settings. And there
//! the camera draws without multisampling: four samples a pixel doubled what every frame cost
//! the processor (the living title 120% → 62% of a core in Chromium with SwiftShader), for
//! edges that sprites already draw soft.

use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use bevy::render::view::Msaa;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Renderer>().add_systems(
        Update,
        (
            detect.run_if(|r: Res<Renderer>| r.name.is_none()),
            fit_samples,
        )
            .chain(),
    );
}

/// The adapter the window is drawn with, once the renderer has started (on the web a few
/// frames after the page).
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct Renderer {
    /// The adapter's name (WebGL's renderer string in a browser).
    pub name: Option<String>,
    /// Drawn by the processor.
    pub software: bool,
}

fn detect(info: Option<Res<RenderAdapterInfo>>, mut renderer: ResMut<Renderer>) {
    let Some(info) = info else {
        return;
    };
    // wgpu's `DeviceType::Cpu` (its type is not re-exported by Bevy: compared by name).
    let cpu = format!("{:?}", info.device_type) == "Cpu";
    renderer.software = is_software(&info.name, cpu);
    renderer.name = Some(info.name.clone());
    info!(
        "renderer: {} ({})",
        info.name,
        if renderer.software {
            "software"
        } else {
            "hardware"
        }
    );
}

/// Four samples a pixel with a graphics card, one when the processor draws (for every
/// camera, as the renderer becomes known or a camera comes).
fn fit_samples(renderer: Res<Renderer>, mut cameras: Query<(Ref<Camera>, &mut Msaa)>) {
    let wanted = samples(&renderer);
    for (camera, mut msaa) in &mut cameras {
        if renderer.is_changed() || camera.is_added() {
            msaa.set_if_neq(wanted);
        }
    }
}

/// The multisampling a renderer gets.
pub fn samples(renderer: &Renderer) -> Msaa {
    if renderer.software {
        Msaa::Off
    } else {
        Msaa::Sample4
    }
}

/// An adapter that draws on the processor: one that says so, or one of the known software
/// rasterisers by name.
pub fn is_software(name: &str, cpu: bool) -> bool {
    let name = name.to_lowercase();
    cpu || [
        "swiftshader",
        "llvmpipe",
        "lavapipe",
        "softpipe",
        "software",
    ]
    .iter()
    .any(|s| name.contains(s))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A camera draws with four samples until the renderer turns out to be software, and a
    /// camera that comes later gets what the renderer wants too.
    #[test]
    fn software_rendering_drops_multisampling() {
        let mut app = App::new();
        app.init_resource::<Renderer>()
            .add_systems(Update, fit_samples);
        let camera = |app: &mut App| {
            let id = app
                .world_mut()
                .spawn((Camera::default(), Msaa::Sample4))
                .id();
            app.update();
            id
        };
        let samples = |app: &App, id| *app.world().get::<Msaa>(id).unwrap();
        let first = camera(&mut app);
        assert_eq!(samples(&app, first), Msaa::Sample4);
        app.world_mut().resource_mut::<Renderer>().software = true;
        app.update();
        assert_eq!(samples(&app, first), Msaa::Off);
        let later = camera(&mut app);
        assert_eq!(samples(&app, later), Msaa::Off);
    }

    #[test]
    fn software_rasterisers_are_known_by_name() {
        for name in [
            "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)",
            "llvmpipe (LLVM 15.0.6, 256 bits)",
            "Google SwiftShader",
            "Microsoft Basic Render Driver (software)",
        ] {
            assert!(is_software(name, false), "{name}");
        }
        for name in [
            "ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0)",
            "AMD Radeon Graphics (RADV RENOIR)",
            "Apple M2",
        ] {
            assert!(!is_software(name, false), "{name}");
        }
        assert!(
            is_software("Some Adapter", true),
            "what wgpu calls a CPU device"
        );
    }
}
