// What an idle page costs (`cargo xtask web-idle`): headless Chromium opens the site (served
// by `petri-server --web` as players get it: precompressed files, the server's own WebSocket),
// waits for a screen, lets it settle, then for PETRI_IDLE_SECONDS (default 60: a still page
// must stay still over a minute, not only between two wakes; the window once woke every 30 s
// and a 10 s measure fell between them, 0.4% against 3% over a minute) counts the CPU
// time of every Chromium process (from /proc, each attributed by its command line: the browser,
// the page's renderer, the GPU process that draws in software here, utilities) and the frames
// the game asks the browser for (calls of requestAnimationFrame). Nobody touches the page
// meanwhile. Each case runs PETRI_IDLE_RUNS times (default 3) in a fresh browser context; a
// line gives the median and the spread (lowest–highest).
//
// Environment: PETRI_URL (the site, on 127.0.0.1), PETRI_PLAYWRIGHT (playwright-core's
// folder), PETRI_IDLE_OUT (a JSON file for the results), PETRI_IDLE_SECONDS, PETRI_IDLE_RUNS,
// PETRI_IDLE_SETTLE (seconds between ready and measuring, default 4), PETRI_IDLE_CASES (a
// comma list of case names to run; default all), PETRI_NAV_RUNS, PETRI_REVIEW_RUNS.
//
// Cases: the title (its living board as set by default, then off, then on even where the renderer
// draws in software), New game, a board waiting for the person's move, the results of a game two
// computers end on screen (`?show=results`), the online lobby, a friends room waiting for
// players, a leaderboard, Replays, Settings, Learn, How to play (its diagrams move) and Puzzles;
// an online game whose clock runs (two pages); then the time from navigation to the board for a
// game in the query string and to the title (PETRI_NAV_RUNS runs each, with where the time went);
// then the engine review of a 106-move game (tests/web/records/, kept in the page's storage and
// opened with `?review=`). Prints a line a case and writes them all to PETRI_IDLE_OUT.
//
// Navigation is also timed as a ratio: with PETRI_FLOOR_URL (the smallest Bevy app of
// `cargo xtask web-floor`, served the same way), each run of the game is followed by one of
// that app, and the game's time to its screen is divided by the app's time to its first frame
// (both on the page's own clock). Hosts of one kind differ twice in speed; the ratio travels.

"use strict";
const fs = require("fs");
const path = require("path");
const { chromium } = require(process.env.PETRI_PLAYWRIGHT);

const base = process.env.PETRI_URL;
const seconds = Number(process.env.PETRI_IDLE_SECONDS || 60);
const runs = Number(process.env.PETRI_IDLE_RUNS || 3);
const settle = Number(process.env.PETRI_IDLE_SETTLE || 4);
const only = process.env.PETRI_IDLE_CASES ? process.env.PETRI_IDLE_CASES.split(",") : null;
const wanted = (name) => !only || only.includes(name);
const ARGS = [
  "--no-sandbox",
  "--use-angle=swiftshader",
  "--enable-unsafe-swiftshader",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

/// Clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on Linux).
const TICK = 100;
function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

/// The processes this script started (the browser, its renderers, its GPU process, utilities):
/// every descendant of this Node process, not the Node process itself.
function tree() {
  const children = new Map();
  for (const pid of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(pid));
    } catch {
      // The process ended meanwhile.
    }
  }
  const all = [];
  const todo = [...(children.get(process.pid) || [])];
  while (todo.length) {
    const pid = todo.pop();
    all.push(pid);
    todo.push(...(children.get(pid) || []));
  }
  return all;
}

/// The kind of a Chromium process, from its command line.
function kind(pid) {
  try {
    const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
    const t = /--type=([a-z-]+)/.exec(cmd);
    if (!t) return "browser";
    if (t[1] === "gpu-process") return "gpu";
    return t[1];
  } catch {
    return "gone";
  }
}

/// CPU seconds (user + system) of the browser's processes, by kind and in all.
function cpuSeconds() {
  const by = { all: 0 };
  for (const pid of tree()) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const s = (Number(fields[11]) + Number(fields[12])) / TICK;
      const k = kind(pid);
      by[k] = (by[k] || 0) + s;
      by.all += s;
    } catch {
      // The process ended meanwhile.
    }
  }
  return by;
}

/// CPU seconds by process kind and thread name (PETRI_IDLE_THREADS=1: the busiest threads of
/// each case are printed).
function threadSeconds() {
  const by = {};
  for (const pid of tree()) {
    let tasks = [];
    try {
      tasks = fs.readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    const k = kind(pid);
    for (const t of tasks) {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/task/${t}/stat`, "utf8");
        const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        const key = `${k}/${name}`;
        by[key] = (by[key] || 0) + (Number(fields[11]) + Number(fields[12])) / TICK;
      } catch {
        // The thread ended meanwhile.
      }
    }
  }
  return by;
}
const threads = process.env.PETRI_IDLE_THREADS === "1";

/// The median of numbers.
function median(xs) {
  const v = [...xs].sort((a, b) => a - b);
  const n = v.length;
  return n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/// The page's state (`<body data-petri-state>`), or null.
async function state(page) {
  return page.evaluate(() => {
    const t = document.body && document.body.dataset.petriState;
    return t ? JSON.parse(t) : null;
  });
}

/// Counts the animation frames the page asks for.
function countFrames() {
  window.__petriFrames = 0;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => raf((t) => {
    window.__petriFrames++;
    cb(t);
  });
}

/// One run of a case: the CPU by process kind and the frames asked for over `seconds`.
async function measureOnce(browser, name, url, ready, prepare, wait = settle) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  if (prepare) await context.addInitScript(prepare);
  await context.addInitScript(countFrames);
  const page = await context.newPage();
  const lines = [];
  page.on("console", (m) => lines.push(m.text()));
  const started = Date.now();
  await page.goto(url);
  for (;;) {
    const s = await state(page).catch(() => null);
    if (s && ready(s)) break;
    if (Date.now() - started > 120000) throw new Error(`${name}: never ready (${JSON.stringify(s)} ${lines.slice(-5).join(" | ")})`);
    await sleep(100);
  }
  const readyMs = Date.now() - started;
  // Let the screen come in and anything started by loading finish.
  await sleep(wait * 1000);
  const frames0 = await page.evaluate(() => window.__petriFrames);
  const cpu0 = cpuSeconds();
  const threads0 = threads ? threadSeconds() : null;
  await sleep(seconds * 1000);
  const cpu1 = cpuSeconds();
  if (threads) {
    const threads1 = threadSeconds();
    const busy = Object.entries(threads1)
      .map(([k, v]) => [k, ((v - (threads0[k] || 0)) / seconds) * 100])
      .filter(([, v]) => v > 0)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8);
    console.log(`    ${name}: ${busy.map(([k, v]) => `${k} ${v.toFixed(1)}%`).join(", ")}`);
  }
  const frames1 = await page.evaluate(() => window.__petriFrames);
  await page.screenshot({ path: path.join(path.dirname(process.env.PETRI_IDLE_OUT), `idle-${name}.png`) });
  await context.close();
  const share = {};
  for (const k of Object.keys(cpu1)) share[k] = ((cpu1[k] || 0) - (cpu0[k] || 0)) / seconds;
  return { share, fps: (frames1 - frames0) / seconds, readyMs };
}

/// A case, `runs` times: the median share of a core (all processes, and by kind), its spread,
/// the frames asked for.
async function measure(browser, name, url, ready, prepare, wait) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await measureOnce(browser, name, url, ready, prepare, wait));
  const pct = (x) => Math.round(x * 1000) / 10;
  const kinds = [...new Set(all.flatMap((r) => Object.keys(r.share)))].filter((k) => k !== "all");
  const byKind = {};
  for (const k of kinds) byKind[k] = pct(median(all.map((r) => r.share[k] || 0)));
  const shares = all.map((r) => r.share.all);
  const result = {
    name,
    seconds,
    runs,
    cpu_share_median: pct(median(shares)) / 100,
    cpu_percent_runs: shares.map(pct),
    cpu_percent_by_process: byKind,
    frames_per_second_median: Math.round(median(all.map((r) => r.fps)) * 10) / 10,
    ready_ms: all.map((r) => r.readyMs),
  };
  const spread = `${Math.min(...result.cpu_percent_runs)}–${Math.max(...result.cpu_percent_runs)}%`;
  const parts = Object.entries(byKind)
    .filter(([, v]) => v >= 0.5)
    .map(([k, v]) => `${k} ${v}%`)
    .join(", ");
  console.log(
    `${name.padEnd(16)} ${String(pct(median(shares))).padStart(5)}% of a core (median of ${runs}, spread ${spread}${parts ? `; ${parts}` : ""}), ${result.frames_per_second_median} frames/s`,
  );
  return result;
}

/// The settings the page keeps in localStorage, with the living title board off.
function stillTitle() {
  localStorage.setItem("petri/settings.ron", "(living_title: false)");
}

/// The living title board asked for even where the renderer draws in software.
function livingTitle() {
  localStorage.setItem("petri/settings.ron", "(living_title: true, living_title_software: true)");
}

/// An online game with its clock running: two pages (Ann and Bob, each in a fresh context)
/// ask for a public two-player room (`?quick=classic-2`, every public room has a clock), the
/// server seats them together, and once both see the game the CPU of every process is counted
/// over `seconds` with nobody moving (the first player's turn clock runs: 30 s and a 60 s
/// reserve, longer than the measure). Two pages draw here, so the share is theirs together;
/// the frames are each page's. `runs` times.
async function clockedGame(browser, online) {
  const all = [];
  for (let i = 0; i < runs; i++) {
    const pages = [];
    for (const name of ["Ann", "Bob"]) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      await context.addInitScript(stillTitle);
      await context.addInitScript(countFrames);
      const page = await context.newPage();
      await page.goto(online(`quick=classic-2&name=${name}${i}`));
      pages.push({ context, page });
    }
    const started = Date.now();
    for (const { page } of pages) {
      for (;;) {
        const s = await state(page).catch(() => null);
        if (s && s.online && s.online.status === "playing" && s.screen === "Playing") break;
        if (Date.now() - started > 120000) throw new Error(`online-clock: the game never started (${JSON.stringify(s)})`);
        await sleep(200);
      }
    }
    await sleep(settle * 1000);
    const frames = () => Promise.all(pages.map(({ page }) => page.evaluate(() => window.__petriFrames)));
    const f0 = await frames();
    const cpu0 = cpuSeconds();
    await sleep(seconds * 1000);
    const cpu1 = cpuSeconds();
    const f1 = await frames();
    await pages[0].page.screenshot({ path: path.join(path.dirname(process.env.PETRI_IDLE_OUT), "idle-online-clock.png") });
    for (const { context } of pages) await context.close();
    all.push({
      share: (cpu1.all - cpu0.all) / seconds,
      gpu: ((cpu1.gpu || 0) - (cpu0.gpu || 0)) / seconds,
      fps: f1.map((f, k) => (f - f0[k]) / seconds),
    });
  }
  const pct = (x) => Math.round(x * 1000) / 10;
  const shares = all.map((r) => pct(r.share));
  const fps = all.map((r) => r.fps.map((f) => f.toFixed(1)).join("+"));
  console.log(
    `${"online-clock".padEnd(16)} ${String(Math.round(median(shares) * 10) / 10).padStart(5)}% of a core for two pages (median of ${runs}, spread ${Math.min(...shares)}–${Math.max(...shares)}%; gpu ${pct(median(all.map((r) => r.gpu)))}%), frames/s a page ${fps.join(", ")}`,
  );
  return { name: "online-clock", seconds, runs, cpu_percent_runs: shares, cpu_percent_median: median(shares), frames_per_second: all.map((r) => r.fps) };
}

/// Marks the page's start-up on its own clock (ms since navigation): the wasm compiled and
/// instantiated (WebAssembly.instantiate*, wrapped), Bevy's canvas added (the app built and its
/// loop started), the first animation frame after that, and each screen the game first
/// publishes (`<body data-petri-state>`).
function startupMarks() {
  const marks = (window.__petriMarks = {});
  const mark = (name) => {
    if (!(name in marks)) marks[name] = performance.now();
  };
  for (const f of ["instantiateStreaming", "instantiate"]) {
    const original = WebAssembly[f];
    WebAssembly[f] = async (...args) => {
      const result = await original.apply(WebAssembly, args);
      mark("wasm_instantiated");
      return result;
    };
  }
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (...args) {
    const context = getContext.apply(this, args);
    if (context) mark(`context_${args[0]}`);
    return context;
  };
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => raf((t) => {
    if ("canvas" in marks) mark("first_frame");
    cb(t);
  });
  new MutationObserver(() => {
    if (document.querySelector("canvas")) mark("canvas");
    const t = document.body && document.body.dataset.petriState;
    if (t) mark(`screen_${JSON.parse(t).screen}`);
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-petri-state"] });
}

/// Navigation to a screen, PETRI_NAV_RUNS times (default 5), a fresh context each: from
/// `page.goto` to the console line `petri: ready <screen>`, and where the time went: the page,
/// the game's script and its wasm downloaded (resource timing), the wasm compiled and
/// instantiated, Bevy's canvas, its first frame, the assets (the last one downloaded, and the
/// first screen after Loading), the ready screen.
async function navigation(browser, name, url, screen) {
  const runs = [];
  const floors = [];
  for (let i = 0; i < Number(process.env.PETRI_NAV_RUNS || 5); i++) {
    if (process.env.PETRI_FLOOR_URL) floors.push(await floorFrame(browser));
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await context.addInitScript(stillTitle);
    await context.addInitScript(startupMarks);
    const page = await context.newPage();
    let ready = null;
    const started = Date.now();
    page.on("console", (m) => {
      if (ready === null && m.text().includes(`petri: ready ${screen}`)) ready = Date.now() - started;
    });
    await page.goto(url);
    while (ready === null) {
      if (Date.now() - started > 120000) throw new Error(`${name}: ${screen} never came`);
      await sleep(50);
    }
    const steps = await page.evaluate(() => {
      const r = (test) => {
        const e = performance.getEntriesByType("resource").filter((x) => test(x.name));
        return e.length ? Math.max(...e.map((x) => x.responseEnd)) : null;
      };
      const nav = performance.getEntriesByType("navigation")[0];
      const m = window.__petriMarks;
      const after = Object.keys(m).find((k) => k.startsWith("screen_") && k !== "screen_Loading");
      return {
        html: nav.responseEnd,
        script: r((n) => n.endsWith("/petri.js")),
        wasm: r((n) => n.endsWith("_bg.wasm")),
        wasm_instantiated: m.wasm_instantiated,
        canvas: m.canvas,
        first_frame: m.first_frame,
        webgl: m.context_webgl2,
        assets_requested: (() => {
          const e = performance.getEntriesByType("resource").filter((x) => x.name.includes("/assets/"));
          return e.length ? Math.min(...e.map((x) => x.startTime)) : null;
        })(),
        assets_downloaded: r((n) => n.includes("/assets/")),
        assets_loaded: after ? m[after] : null,
        screen_mark: m[`screen_${screen}`] ?? null,
        ready_in_page: performance.now(),
      };
    });
    runs.push({ ready, ...steps });
    await context.close();
  }
  let ratio = null;
  if (floors.length) {
    const game = median(runs.map((r) => r.screen_mark ?? r.ready_in_page));
    const floor = median(floors);
    ratio = Math.round((game / floor) * 100) / 100;
    console.log(
      `    against Bevy alone (${process.env.PETRI_FLOOR_URL}, its first frame; page clocks, runs side by side): ${screen} ${Math.round(game)} ms / ${Math.round(floor)} ms = ${ratio}× (floor runs ${floors.map(Math.round).join(", ")} ms)`,
    );
  }
  const ms = runs.map((r) => r.ready);
  const mid = (k) => {
    const v = runs.map((r) => r[k]).filter((x) => x != null);
    return v.length ? Math.round(median(v)) : "–";
  };
  console.log(
    `${name} ${median(ms)} ms (median of ${ms.length}, spread ${Math.min(...ms)}–${Math.max(...ms)} ms: ${ms.join(", ")})`,
  );
  console.log(
    `    medians, ms after navigation: page ${mid("html")}, script ${mid("script")}, wasm downloaded ${mid("wasm")}, compiled ${mid("wasm_instantiated")}, canvas ${mid("canvas")}, first frame ${mid("first_frame")}, WebGL context ${mid("webgl")}, assets asked for ${mid("assets_requested")}, downloaded ${mid("assets_downloaded")}, loaded ${mid("assets_loaded")}, ${screen} ${mid("ready_in_page")}`,
  );
  return { name, ready_ms: ms, median_ms: median(ms), steps: runs, floor_first_frame_ms: floors, ratio_to_floor: ratio };
}

/// The smallest Bevy app's start (PETRI_FLOOR_URL): ms on the page's clock from navigation to
/// its first frame after its canvas came.
async function floorFrame(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript(startupMarks);
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(process.env.PETRI_FLOOR_URL);
  let ms = null;
  while (ms === null) {
    if (Date.now() - started > 120000) throw new Error("the floor app never drew");
    ms = await page.evaluate(() => (window.__petriMarks || {}).first_frame ?? null);
    if (ms === null) await sleep(50);
  }
  await context.close();
  return ms;
}

/// The engine review of a kept record in the page (sliced on the main thread, at most 8 ms a
/// frame): the time it took and the longest frame it spent, PETRI_REVIEW_RUNS runs (default 3).
async function review(browser) {
  const record = fs.readFileSync(path.join(__dirname, "records", "classic-two-106.json"), "utf8");
  const runs = [];
  for (let i = 0; i < Number(process.env.PETRI_REVIEW_RUNS || 3); i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await context.addInitScript((text) => {
      localStorage.setItem("petri/records/review-106.json", text);
    }, record);
    const page = await context.newPage();
    await page.goto(`${base}?review=records/review-106.json`);
    const started = Date.now();
    let done = null;
    while (done === null) {
      if (Date.now() - started > 300000) throw new Error("review: never made");
      const s = await page.evaluate(() => {
        const t = document.body.dataset.petriState;
        return t ? JSON.parse(t) : null;
      });
      if (s && s.review_ms != null) done = s;
      else await sleep(250);
    }
    runs.push({
      review_ms: Math.round(done.review_ms),
      longest_slice_ms: Number(done.review_longest_slice_ms.toFixed(1)),
      slices: done.review_slices,
    });
    await context.close();
  }
  console.log(
    `review (106 moves)      ${runs.map((r) => `${(r.review_ms / 1000).toFixed(1)} s, ${r.slices} frames, longest ${r.longest_slice_ms} ms`).join("; ")}`,
  );
  return { name: "review-106", runs };
}

async function main() {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ARGS });
  const server = `${base.replace(/^http/, "ws").replace(/\/$/, "")}/ws`;
  const online = (q) => `${base}?${q}&server=${encodeURIComponent(server)}`;
  const on = (screen) => (s) => s.screen === screen;
  // A page with the server's counts, or a room, has heard from the server.
  const cases = [
    ["title", base, on("Title")],
    ["title-still", base, on("Title"), stillTitle],
    ["title-living", base, on("Title"), livingTitle],
    ["new-game", `${base}?show=new-game`, on("NewGame"), stillTitle],
    ["board-waiting", `${base}?rules=classic&players=2&seats=human,hard`, (s) => s.waiting_for_person],
    // The results come in after about 4 s of motion (the last hops, the results arriving): measured
    // after it, at least 10 s after the game ended.
    ["results", `${base}?show=results`, on("GameOver"), stillTitle, Math.max(settle, 10)],
    ["lobby", online("show=online"), on("Online"), stillTitle],
    ["waiting-room", online("create=classic-3"), (s) => s.online && s.online.status === "waiting", stillTitle],
    ["leaderboard", online("show=leaderboard"), on("Online"), stillTitle],
    ["replays", `${base}?show=replays`, on("Replays"), stillTitle],
    ["settings", `${base}?show=settings`, on("Title"), stillTitle],
    ["learn", `${base}?show=learn`, on("Learn"), stillTitle],
    ["how-to-play", `${base}?show=how-to-play`, on("HowToPlay"), stillTitle],
    ["puzzles", `${base}?show=puzzles`, on("Puzzles"), stillTitle],
  ];
  const results = [];
  try {
    for (const [name, url, ready, prepare, wait] of cases) {
      if (wanted(name)) results.push(await measure(browser, name, url, ready, prepare, wait));
    }
    if (wanted("online-clock")) results.push(await clockedGame(browser, online));
    if (wanted("navigation")) {
      const board = `${base}?rules=classic&players=2&seats=human,hard`;
      results.push(await navigation(browser, "navigation → board", board, "Playing"));
      results.push(await navigation(browser, "navigation → title", base, "Title"));
    }
    if (wanted("review")) results.push(await review(browser));
  } finally {
    await browser.close();
  }
  fs.writeFileSync(process.env.PETRI_IDLE_OUT, JSON.stringify(results, null, 2));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
