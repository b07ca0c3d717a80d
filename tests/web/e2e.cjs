// End-to-end test of the web build in headless Chromium (run by `cargo xtask test`).
//
// Environment: PETRI_URL (the site, served on 127.0.0.1), PETRI_PLAYWRIGHT (the
// playwright-core package folder), PETRI_E2E_OUT (where screenshots and timings go).
//
// 1. The title screen loads (console line `petri: ready Title`), no errors; then keyboard
//    only: Tab and Enter start a game from the title, arrows and Enter play a move; the
//    autosave is in localStorage and a reload offers it and resumes it.
// 2. A game from the link `?rules=classic&players=2&seats=human,hard`: the board waits for
//    the person; the test clicks a legal move's marble and target hole on the canvas (screen
//    positions from `<body data-petri-state>`), checks the move was played, then waits for
//    the computer's answer and for the board to wait again.
// 3. A game record dropped on the page is kept and shown.
// 4. Online (the site is served by petri-server): page A opens a friends room
//    (`?create=classic-2`), page B opens the room's link (`?room=NAME`); they play four moves
//    against each other, each page seeing the other's moves; B reloads its tab after the
//    second move and is back in its seat.
// No console errors, no failed requests; screenshots of each step.
// 6. Languages: with navigator.languages = ["zh-CN"] the game starts in Chinese (<html lang>,
//    the Chinese font fetched, Play in Chinese); a click on Deutsch in Settings switches to
//    German, and a reload stays German (the choice is kept in localStorage).
// 7. Mods: the example mod's zip dropped on the page is kept (IndexedDB) and on, and after a
//    reload its theme colours the board and its lesson plays; a 5 MB mod and ten more are
//    added and a start with all twelve is timed. A theme exported by the theme editor is
//    downloaded, dropped on a second profile's page and looks the same there.

"use strict";
const fs = require("fs");
const path = require("path");
const { chromium } = require(process.env.PETRI_PLAYWRIGHT);

const base = process.env.PETRI_URL;
const out = process.env.PETRI_E2E_OUT;
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--use-angle=swiftshader",
  "--enable-unsafe-swiftshader",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  // Two players' pages run side by side (section 4): neither is throttled as a background tab.
  "--disable-background-timer-throttling",
  "--disable-renderer-backgrounding",
  "--disable-backgrounding-occluded-windows",
];

function fail(message) {
  throw new Error(message);
}

async function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

/// A page that records console lines and errors.
let current = null;

/// Watches the sound the page makes: every audio buffer the game hands to Web Audio (cpal's
/// backend plays chunks through AudioBufferSourceNode) is counted and its loudest sample kept.
function listenToSound() {
  window.__sound = { chunks: 0, peak: 0 };
  const getChannelData = AudioBuffer.prototype.getChannelData;
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (...args) {
    window.__sound.chunks++;
    const b = this.buffer;
    for (let c = 0; b && c < b.numberOfChannels; c++) {
      for (const v of getChannelData.call(b, c)) window.__sound.peak = Math.max(window.__sound.peak, Math.abs(v));
    }
    return start.apply(this, args);
  };
}

/// Counts the animation frames the page asks for (`window.__petriFrames`).
function countFrames() {
  window.__petriFrames = 0;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => raf((t) => {
    window.__petriFrames++;
    cb(t);
  });
}

async function open(browser, url, { sound = false, phone = false, init = null } = {}) {
  // The phone at one device pixel a point: headless Chromium's emulated scale factor does not
  // reach ResizeObserver's device-pixel-content-box (it reports points), so winit would size
  // the canvas in points and Bevy lay the page out at half the phone's width (Playwright issue
  // 18591, "device_scale_factor does not affect devicePixelContentBoxSize"). A real phone
  // reports device pixels.
  const page = phone
    ? await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 })
    : await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.addInitScript(countFrames);
  if (init) await page.addInitScript(init);
  if (sound) await page.addInitScript(listenToSound);
  const log = { lines: [], errors: [] };
  page.on("console", (m) => {
    const line = `${m.type()}: ${m.text()}`;
    log.lines.push(line);
    // PETRI_E2E_TRACE=1: every console line as it comes, with the time and the page.
    if (process.env.PETRI_E2E_TRACE) console.log(`[${new Date().toISOString()} ${url}] ${line.slice(0, 200)}`);
    if (m.type() === "error") log.errors.push(line);
  });
  page.on("pageerror", (e) => log.errors.push(`page error: ${e}`));
  page.on("requestfailed", (r) => {
    // A reload cancels what the old page still had in flight (net::ERR_ABORTED): not a fault.
    const why = (r.failure() && r.failure().errorText) || "";
    if (why.includes("ERR_ABORTED")) return;
    log.errors.push(`request failed: ${r.url()} (${why})`);
  });
  page.on("response", (r) => {
    if (r.status() >= 400) log.errors.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  const started = Date.now();
  current = { page, log };
  await page.goto(url);
  return { page, log, started };
}

async function waitFor(what, predicate, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await predicate();
    if (value) return value;
    if (Date.now() > until) {
      fail(`timed out after ${timeoutMs} ms waiting for ${typeof what === "function" ? what() : what}`);
    }
    await sleep(100);
  }
}

/// Waits for a console line matching `pattern` (among lines from index `from` on).
async function waitForLine(log, pattern, timeoutMs, from = 0) {
  return waitFor(
    `a console line matching ${pattern}`,
    () => log.lines.slice(from).find((l) => pattern.test(l)),
    timeoutMs,
  );
}

/// Waits for the browser to draw `n` frames.
async function frames(page, n) {
  await page.evaluate(
    (n) =>
      new Promise((done) => {
        const step = (k) => (k === 0 ? done() : requestAnimationFrame(() => step(k - 1)));
        step(n);
      }),
    n,
  );
}

async function state(page) {
  const json = await page.evaluate(() => document.body.dataset.petriState || "");
  return json ? JSON.parse(json) : null;
}

/// Waits until the person is to move and the board stands still (it turns to face the
/// player at the start), and returns the state with the legal moves' screen positions.
async function settled(page) {
  let previous = "";
  return waitFor("the board to settle", async () => {
    const now = await state(page);
    const key = JSON.stringify(now && now.legal);
    const still = now && now.waiting_for_person && key === previous && now.legal.length > 0;
    previous = key;
    await sleep(300);
    return still ? now : null;
  }, 20000);
}

function checkErrors(log, where) {
  if (log.errors.length) {
    fail(`${where}: errors in the browser:\n  ${log.errors.join("\n  ")}\nconsole:\n  ${log.lines.join("\n  ")}`);
  }
}

/// How long the online section waits for a page to load, join or resume. Generous: with two
/// pages drawing in software on a 2-core machine, the second page's first load took 50–60 s
/// (timings.json records it); a hang still fails.
const ONLINE_WAIT_MS = 180000;

/// Two people meet in a friends room by its link and play (section 4).
async function online(browser, timings) {
  const started = Date.now();
  const a = await open(browser, `${base}?create=classic-2&name=Ann`);
  const room = await waitFor("page A's friends room and its link", async () => {
    const now = await state(a.page);
    return now && now.online && now.online.link ? now.online : null;
  }, ONLINE_WAIT_MS);
  if (!room.link.endsWith(`?room=${room.room}`) || !room.link.startsWith(base)) {
    fail(`the room's link should open this page in the room: ${JSON.stringify(room)}`);
  }
  if (room.status !== "waiting" || room.you !== 0) fail(`A should wait in seat 0: ${JSON.stringify(room)}`);
  await a.page.screenshot({ path: path.join(out, "online-waiting.png") });
  // B follows the link (with a name of its own, so the two players can be told apart).
  const b = await open(browser, `${room.link}&name=Bob`);
  const pages = [a, b];
  for (const [i, p] of pages.entries()) {
    let last = null;
    const what = () => `both pages to see the game start (page ${"AB"[i]}'s last state: ${JSON.stringify(last)})`;
    const seen = await waitFor(what, async () => {
      const now = await state(p.page);
      last = now && [now.screen, now.online];
      // PETRI_E2E_TRACE=1: both pages' screens and rooms as the wait goes on.
      if (process.env.PETRI_E2E_TRACE) {
        for (const [j, q] of pages.entries()) {
          const t0 = Date.now();
          const st = await state(q.page);
          console.log(`${new Date().toISOString()} page ${"AB"[j]} (${Date.now() - t0} ms): ${JSON.stringify(st && [st.screen, st.online])}`);
        }
      }
      return now && now.online && now.online.status === "playing" && now.screen === "Playing" ? now.online : null;
    }, ONLINE_WAIT_MS);
    if (seen.room !== room.room || seen.seats.join() !== "Ann,Bob") {
      fail(`both pages should be in room ${room.room} with Ann and Bob: ${JSON.stringify(seen)}`);
    }
  }
  timings.online_room_ready_ms = Date.now() - started;
  // Four moves, two each: whoever is to move clicks a legal move; both pages show it. B
  // reloads after the second.
  for (let n = 1; n <= 4; n++) {
    const mover = await waitFor(`a page to wait for move ${n}`, async () => {
      for (const p of pages) {
        const now = await state(p.page);
        if (now && now.waiting_for_person) return p;
      }
      return null;
    }, 30000);
    const other = mover === a ? b : a;
    if ((await state(other.page)).waiting_for_person) fail("both pages wait for a move at once");
    await mover.page.bringToFront();
    const s = await settled(mover.page);
    const move = s.legal[0];
    const fromA = a.log.lines.length;
    const fromB = b.log.lines.length;
    const sent = Date.now();
    // One click a frame (two pages share the software renderer: frames are slow, and
    // clicks landing in the same frame would be read together).
    await mover.page.mouse.click(move.from[0], move.from[1]);
    await frames(mover.page, 3);
    await sleep(250);
    await mover.page.mouse.click(move.to[0], move.to[1]);
    const line = new RegExp(`petri: move ${n} ${move.notation}$`);
    await waitForLine(a.log, line, 20000, fromA);
    await waitForLine(b.log, line, 20000, fromB);
    timings[`online_move_${n}_ms`] = Date.now() - sent;
    if (n === 2) {
      // B reloads its tab mid-game: the tab's kept token resumes Bob in his seat, with the
      // game as it stands.
      const before = await state(a.page);
      const seatBefore = (await state(b.page)).online.you;
      const from = b.log.lines.length;
      const reloaded = Date.now();
      await b.page.reload();
      await waitForLine(b.log, /petri: ready (Title|Playing)/, ONLINE_WAIT_MS, from);
      const back = await waitFor("the reloaded page to be back in its seat", async () => {
        const now = await state(b.page);
        return now && now.screen === "Playing" && now.online && now.online.status === "playing" &&
          now.position === before.position ? now : null;
      }, ONLINE_WAIT_MS);
      if (back.online.you !== seatBefore || back.online.room !== room.room) {
        fail(`the reload did not resume Bob's seat: ${JSON.stringify(back.online)} (was seat ${seatBefore})`);
      }
      timings.online_reload_resume_ms = Date.now() - reloaded;
      await b.page.screenshot({ path: path.join(out, "online-reloaded.png") });
    }
  }
  const [sa, sb] = [await state(a.page), await state(b.page)];
  if (sa.position !== sb.position || sa.moves !== 4) {
    fail(`the pages disagree after 4 moves: ${sa.position} / ${sb.position}`);
  }
  await sleep(300);
  await a.page.screenshot({ path: path.join(out, "online-a.png") });
  await b.page.screenshot({ path: path.join(out, "online-b.png") });
  checkErrors(a.log, "online page A");
  checkErrors(b.log, "online page B");
  fs.writeFileSync(path.join(out, "online-console-a.txt"), a.log.lines.join("\n") + "\n");
  fs.writeFileSync(path.join(out, "online-console-b.txt"), b.log.lines.join("\n") + "\n");
  await a.page.close();
  await b.page.close();
}

/// A phone held upright: the title fits and rests; a game's board spans the width; taps play.
async function phone(browser, timings) {
  // The title with its living board off: nothing moves, so the page asks for no frames.
  const still = () => localStorage.setItem("petri/settings.ron", "(living_title: false)");
  const t = await open(browser, base, { phone: true, init: still });
  await waitForLine(t.log, /petri: ready Title/, 60000);
  const canvas = await t.page.evaluate(() => {
    const c = document.querySelector("canvas").getBoundingClientRect();
    return [c.width, c.height];
  });
  if (Math.abs(canvas[0] - 390) > 1 || Math.abs(canvas[1] - 844) > 1) fail(`the canvas does not fill the phone's screen: ${canvas}`);
  // The screen comes in (a fade), then rests.
  await sleep(2500);
  const before = await t.page.evaluate(() => window.__petriFrames);
  await sleep(3000);
  const asked = (await t.page.evaluate(() => window.__petriFrames)) - before;
  timings.phone_idle_title_frames_in_3s = asked;
  await t.page.screenshot({ path: path.join(out, "phone-title.png") });
  // A wake-up every few seconds at most: an idle page does not draw.
  if (asked > 4) fail(`an idle title asked for ${asked} frames in 3 s`);
  checkErrors(t.log, "phone title");
  await t.page.close();

  const g = await open(browser, `${base}?rules=classic&players=2&seats=human,hard&seed=3`, { phone: true });
  await waitForLine(g.log, /petri: ready Playing/, 60000);
  let s = await settled(g.page);
  const [x0, , x1] = s.board;
  timings.phone_board_width_share = Number(((x1 - x0) / 390).toFixed(2));
  if ((x1 - x0) / 390 < 0.75) fail(`the board spans only ${x0}..${x1} of the phone's 390 points`);
  await g.page.screenshot({ path: path.join(out, "phone-board.png") });
  const move = s.legal[0];
  await g.page.touchscreen.tap(move.from[0], move.from[1]);
  await frames(g.page, 3);
  await sleep(250);
  await g.page.touchscreen.tap(move.to[0], move.to[1]);
  await waitForLine(g.log, new RegExp(`petri: move 1 ${move.notation}$`), 15000);
  await sleep(300);
  await g.page.screenshot({ path: path.join(out, "phone-moved.png") });
  checkErrors(g.log, "phone game");
  await g.page.close();
}

async function languages(browser, timings) {
  const chinese = () => {
    Object.defineProperty(navigator, "languages", { get: () => ["zh-CN", "zh"] });
    Object.defineProperty(navigator, "language", { get: () => "zh-CN" });
  };
  const { page, log } = await open(browser, `${base}?show=settings`, { init: chinese });
  const first = await waitForLine(log, /petri: language zh-CN \d+ ms/, 60000);
  timings.language_first_ms = Number(first.match(/(\d+) ms/)[1]);
  const shown = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    font: document.body.dataset.petriFont,
    play: document.body.dataset.petriPlay,
  }));
  if (shown.lang !== "zh-CN") fail(`<html lang> is ${shown.lang}, not zh-CN`);
  if (shown.font !== "NotoSansSC-Petri.otf") fail(`the Chinese font is not loaded: ${JSON.stringify(shown)}`);
  if (!/[\u4e00-\u9fff]/.test(shown.play || "")) fail(`Play is not in Chinese: ${shown.play}`);
  await frames(page, 5);
  await page.screenshot({ path: path.join(out, "settings-zh-CN.png") });
  // Settings → Deutsch: a click on its chip (the page says where the chip is); the
  // language is the last section, so the settings scroll down to it first.
  const ratio = await page.evaluate(() => window.devicePixelRatio);
  const viewport = page.viewportSize();
  let last = null;
  let same = 0;
  const chip = await waitFor("the Deutsch chip in view in Settings", async () => {
    const targets = await page.evaluate(() => document.body.dataset.petriTargets);
    const at = targets && JSON.parse(targets)["language:de"];
    if (!at) return null;
    const [, top, , height] = at.map((v) => v / ratio);
    // Well inside the window (the settings' panel clips its edge), or scrolled as far as
    // the settings go.
    if (top >= 0 && top + height <= viewport.height * 0.85) return at;
    same = last !== null && Math.abs(last - top) < 1 ? same + 1 : 0;
    if (same >= 3) return at;
    last = top;
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    await page.mouse.wheel(0, 240);
    await frames(page, 3);
    return null;
  }, 30000);
  await frames(page, 3);
  const [x, y, w, h] = chip.map((v) => v / ratio);
  const from = log.lines.length;
  await page.mouse.click(x + w / 2, y + h / 2);
  const german = await waitForLine(log, /petri: language de \d+ ms/, 20000, from);
  timings.language_switch_ms = Number(german.match(/(\d+) ms/)[1]);
  await sleep(1000); // the settings are written half a second after the last change
  const reloadFrom = log.lines.length;
  await page.reload();
  const kept = await waitForLine(log, /petri: language \S+ \d+ ms/, 60000, reloadFrom);
  if (!/language de /.test(kept)) fail(`after a reload the language is not German: ${kept}`);
  timings.language_reload_ms = Number(kept.match(/(\d+) ms/)[1]);
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== "de") fail(`<html lang> is ${lang} after the reload, not de`);
  await frames(page, 5);
  await page.screenshot({ path: path.join(out, "settings-de.png") });
  checkErrors(log, "languages");
  await page.close();
}

/// The share of a screenshot's pixels within `tolerance` of `rgb` (decoded in the page).
async function shareNear(page, png, rgb, tolerance) {
  return page.evaluate(async ([b64, rgb, tolerance]) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = new OffscreenCanvas(img.width, img.height);
    const g = c.getContext("2d");
    g.drawImage(img, 0, 0);
    const px = g.getImageData(0, 0, img.width, img.height).data;
    let near = 0;
    for (let i = 0; i < px.length; i += 4) {
      if (Math.abs(px[i] - rgb[0]) + Math.abs(px[i + 1] - rgb[1]) + Math.abs(px[i + 2] - rgb[2]) <= tolerance) near++;
    }
    return near / (px.length / 4);
  }, [png.toString("base64"), rgb, tolerance]);
}

/// Chooses a theme the next start uses (the page's kept settings).
async function chooseTheme(page, id) {
  await page.evaluate((id) => {
    const kept = localStorage.getItem("petri/settings.ron") || "()";
    const chosen = /theme: "[^"]*"/.test(kept)
      ? kept.replace(/theme: "[^"]*"/, `theme: "${id}"`)
      : kept.replace(/^\(/, `(theme: "${id}", `);
    localStorage.setItem("petri/settings.ron", chosen);
  }, id);
}

/// Waits for a lesson's board, the learner to move.
async function lessonBoard(page, what) {
  return waitFor(what, async () => {
    const now = await state(page);
    return now && now.screen === "Playing" && now.waiting_for_person ? now : null;
  }, 60000);
}

/// 7. Mods: the example mod's zip dropped on the page is unpacked, kept in IndexedDB, read and
/// checked by the game (on, with its lesson and three puzzles); after a reload it is still
/// there, its Meadow theme colours the board and its lesson plays. Then a 5 MB mod is added
/// and ten more, timed, and the page is started again with all twelve.
async function modsInBrowser(browser, timings) {
  const dir = process.env.PETRI_MODS;
  // A file dropped on the page (`as`: the name it has there).
  const drop = async (page, name, from = dir, as = name) => {
    const b64 = fs.readFileSync(path.join(from, name)).toString("base64");
    await page.evaluate(([name, b64]) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      const type = name.endsWith(".png") ? "image/png" : "application/zip";
      data.items.add(new File([bytes], name, { type }));
      document.querySelector("canvas").dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
    }, [as, b64]);
  };
  const { page, log } = await open(browser, base);
  await waitForLine(log, /petri: ready Title/, 60000);
  let from = log.lines.length;
  await drop(page, "example_1.0.0.zip");
  const added = await waitForLine(log, /petri: mod added example_1\.0\.0\.zip/, 20000, from);
  if (added.includes("refused")) fail(added);
  await waitForLine(log, /petri: mods example:on:1:3 \d+ ms/, 20000, from);
  // Its Meadow theme chosen, and its lesson opened, after a reload: the mod is still there.
  await chooseTheme(page, "meadow");
  from = log.lines.length;
  const reloaded = Date.now();
  await page.goto(`${base}?lesson=example-first-step`);
  await waitForLine(log, /petri: mods example:on:1:3 \d+ ms/, 60000, from);
  const lesson = await lessonBoard(page, "the mod's lesson on the board");
  timings.mod_lesson_after_reload_ms = Date.now() - reloaded;
  if (!lesson.position) fail(`no position in the mod's lesson: ${JSON.stringify(lesson)}`);
  await sleep(1500);
  const shot = await page.screenshot({ path: path.join(out, "mod-lesson.png") });
  const meadow = await shareNear(page, shot, [0x8f, 0xbf, 0x6a], 90);
  timings.mod_meadow_share = Math.round(meadow * 1000) / 1000;
  if (meadow < 0.05) fail(`the mod's Meadow board covers ${meadow} of the picture`);
  checkErrors(log, "the example mod");

  // A 5 MB mod: the time from the drop to the page having it kept (unpacked, stored), and the
  // game's reading and checking of every mod.
  from = log.lines.length;
  await drop(page, "big.zip");
  const big = await waitForLine(log, /petri: mod added big\.zip/, 60000, from);
  if (big.includes("refused")) fail(big);
  const [, bytes, ms] = big.match(/ (\d+) B (\d+) ms/);
  timings.mod_5mb_bytes = Number(bytes);
  timings.mod_5mb_page_ms = Number(ms);
  const checked = await waitForLine(log, /petri: mods \S*big:on\S* \d+ ms/, 60000, from);
  timings.mod_5mb_game_ms = Number(checked.match(/ (\d+) ms/)[1]);

  // Ten more, then a start with all twelve.
  from = log.lines.length;
  for (let i = 0; i < 10; i++) await drop(page, `ten-${i}.zip`);
  await waitForLine(log, /petri: mods \S*tenth9:on\S* \d+ ms/, 60000, from);
  from = log.lines.length;
  const restarted = Date.now();
  await page.goto(base);
  await waitForLine(log, /petri: ready Title/, 60000, from);
  timings.title_ready_with_12_mods_ms = Date.now() - restarted;
  const all = await waitForLine(log, /petri: mods \S+ \d+ ms/, 60000, from);
  const on = all.split(" ")[3].split(",").filter((m) => m.split(":")[1] === "on").length;
  if (on !== 12) fail(`after a start with twelve mods kept, ${on} are on: ${all}`);
  timings.mods_12_game_ms = Number(all.match(/ (\d+) ms/)[1]);
  timings.mods_12_page_unpack_ms = await page.evaluate(() => window.petriKeptMods.unpacked_ms);
  checkErrors(log, "twelve mods");
  fs.writeFileSync(path.join(out, "mods-console.txt"), log.lines.join("\n") + "\n");
  await page.close();

  // The theme editor's Export as mod in the browser: a blue board set as the pickers set it
  // (`?edit-theme=…`), the glass theme's marble dropped on the page in place of the classic
  // one (a dice picture of the wrong size refused), Export as mod pressed: the zip is
  // downloaded, holds the dropped marble; a second profile drops that zip, chooses its theme
  // and sees the same board.
  const made = await open(browser, `${base}?lesson=checkers-step&show=theme-editor&edit-theme=board%3D%233070c0`);
  await lessonBoard(made.page, "the editor's board");
  const glass = path.join(__dirname, "../../assets/themes/glass");
  from = made.log.lines.length;
  await drop(made.page, "marble.png", glass);
  await waitForLine(made.log, /petri: picture marble marble\.png put/, 20000, from);
  await drop(made.page, "marble.png", glass, "dice.png");
  const dice = await waitForLine(made.log, /petri: picture dice dice\.png/, 20000, from);
  if (!dice.includes("refused") || !dice.includes("576×96")) fail(`a wrong dice picture was not refused: ${dice}`);
  // Export as mod: the editor's last button, at the foot of its panel on the right.
  const downloading = made.page.waitForEvent("download", { timeout: 60000 });
  await made.page.mouse.click(1115, 669);
  const download = await downloading;
  const zipName = download.suggestedFilename();
  const exported = path.join(out, "exported");
  fs.mkdirSync(exported, { recursive: true });
  await download.saveAs(path.join(exported, zipName));
  const id = zipName.replace(/_[^_]*\.zip$/, "");
  const zipBytes = fs.readFileSync(path.join(exported, zipName));
  if (zipBytes.indexOf(fs.readFileSync(path.join(glass, "marble.png"))) < 0) fail("the exported zip does not hold the dropped marble");
  if (!zipBytes.includes(Buffer.from(`themes/${id}/marble.png`))) fail("the exported zip has no marble.png in its theme");
  await sleep(1500);
  const madeShot = await made.page.screenshot({ path: path.join(out, "theme-made.png") });
  checkErrors(made.log, "the theme editor's export");
  await made.page.close();
  const other = await open(browser, base);
  await waitForLine(other.log, /petri: ready Title/, 60000);
  from = other.log.lines.length;
  await drop(other.page, zipName, exported);
  await waitForLine(other.log, new RegExp(`petri: mods ${id}:on:0:0 \\d+ ms`), 20000, from);
  await chooseTheme(other.page, id);
  await other.page.goto(`${base}?lesson=checkers-step`);
  await lessonBoard(other.page, "the added theme's board");
  await sleep(1500);
  const addedShot = await other.page.screenshot({ path: path.join(out, "theme-added.png") });
  const blueMade = await shareNear(other.page, madeShot, [0x30, 0x70, 0xc0], 90);
  const blueAdded = await shareNear(other.page, addedShot, [0x30, 0x70, 0xc0], 90);
  timings.theme_export_blue_made = Math.round(blueMade * 1000) / 1000;
  timings.theme_export_blue_added = Math.round(blueAdded * 1000) / 1000;
  if (blueMade < 0.05) fail(`the editor's blue board covers ${blueMade} of the picture`);
  if (Math.abs(blueMade - blueAdded) > blueMade * 0.1) fail(`the added theme's board differs: ${blueAdded} blue against the editor's ${blueMade}`);
  checkErrors(other.log, "the exported theme added");

  // Hostile zips: a path leaving the mod and a bomb are refused by the page (the bomb at
  // 20 MB unpacked) and listed broken with why; neither is kept, and the game goes on.
  from = other.log.lines.length;
  await drop(other.page, "bomb.zip");
  const bomb = await waitForLine(other.log, /petri: mod added bomb\.zip/, 30000, from);
  if (!bomb.includes("refused: the mod is over")) fail(`the bomb was not refused: ${bomb}`);
  await waitForLine(other.log, /petri: mods \S*bomb\.zip:broken/, 20000, from);
  from = other.log.lines.length;
  await drop(other.page, "escape.zip");
  const escape = await waitForLine(other.log, /petri: mod added escape\.zip/, 30000, from);
  if (!escape.includes("refused: ../escape.ftl: the path leaves")) fail(`the escape was not refused: ${escape}`);
  await waitForLine(other.log, /petri: mods \S*escape\.zip:broken/, 20000, from);
  const kept = await other.page.evaluate(async () => {
    const { keptMods } = await import("./mods.js");
    return (await keptMods()).map((m) => m.source);
  });
  if (kept.includes("bomb.zip") || kept.includes("escape.zip")) fail(`a hostile zip was kept: ${kept}`);
  const still = await state(other.page);
  if (!still || still.screen !== "Playing") fail(`the game stopped after the hostile zips: ${JSON.stringify(still)}`);
  checkErrors(other.log, "hostile zips");
  await other.page.close();
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  const timings = {};
  try {
    // PETRI_E2E_ONLY=mods: the mods section alone (while working on it).
    if (process.env.PETRI_E2E_ONLY === "mods") {
      await modsInBrowser(browser, timings);
      console.log(`    mods section passed: ${JSON.stringify(timings)}`);
      return;
    }
    // 1. The title screen.
    {
      const { page, log, started } = await open(browser, base);
      await waitForLine(log, /petri: ready Title/, 60000);
      timings.title_ready_ms = Date.now() - started;
      const gl = await page.evaluate(() => {
        const c = document.querySelector("canvas");
        return c ? { width: c.width, height: c.height } : null;
      });
      if (!gl || gl.width < 100) fail(`no canvas filling the page: ${JSON.stringify(gl)}`);
      await sleep(500);
      await page.screenshot({ path: path.join(out, "title.png") });
      checkErrors(log, "title screen");

      // 1b. Keyboard only: Tab to the first button ("Play": you against a medium computer),
      // Enter; a first Play offers the lessons once, with "No, just play" focused: Enter
      // again starts the game; then arrows and Enter pick a marble and a hole.
      const keyboardStart = Date.now();
      await page.keyboard.press("Tab");
      await sleep(200);
      await page.keyboard.press("Enter");
      await frames(page, 3);
      await sleep(300);
      await page.keyboard.press("Enter");
      await waitForLine(log, /petri: ready Playing/, 30000);
      await sleep(1500); // the board turns to face the player
      for (const key of ["ArrowRight", "Enter", "ArrowRight", "Enter"]) {
        await page.keyboard.press(key);
        // One key a frame: software rendering makes frames slow, and keys landing in the
        // same frame would be read together.
        await frames(page, 3);
        await sleep(200);
      }
      await waitForLine(log, /petri: move 1 /, 10000);
      timings.keyboard_game_and_move_ms = Date.now() - keyboardStart;
      await page.screenshot({ path: path.join(out, "keyboard.png") });
      checkErrors(log, "keyboard play");

      // 1c. The game in progress is kept in localStorage and resumes after a reload (the
      // title's first button is then "Resume game").
      const saved = await page.evaluate(() => localStorage.getItem("petri/autosave.json"));
      if (!saved || !saved.includes("petri-save")) fail(`no autosave in localStorage: ${saved}`);
      const from = log.lines.length;
      await page.reload();
      await waitForLine(log, /petri: ready Title/, 60000, from);
      await sleep(300);
      await page.keyboard.press("Tab");
      await sleep(200);
      await page.keyboard.press("Enter");
      await waitForLine(log, /petri: ready Playing/, 30000, from);
      const resumed = await state(page);
      if (!resumed || resumed.moves < 1) fail(`the reload did not resume the game: ${JSON.stringify(resumed)}`);
      await page.screenshot({ path: path.join(out, "resumed.png") });
      checkErrors(log, "resume after reload");
      await page.close();
    }

    // 2. A game against a computer.
    const { page, log, started } = await open(browser, `${base}?rules=classic&players=2&seats=human,hard&seed=7`, { sound: true });
    await waitForLine(log, /petri: ready Playing/, 60000);
    timings.board_ready_ms = Date.now() - started;
    let s = await state(page);
    if (!s || !s.waiting_for_person || s.moves !== 0) fail(`the board should wait for the first move: ${JSON.stringify(s)}`);
    s = await settled(page);
    await page.screenshot({ path: path.join(out, "board.png") });
    // Prefer a hop if there is one (it shows the path animation), else the first move.
    const move = s.legal.find((m) => Math.hypot(m.to[0] - m.from[0], m.to[1] - m.from[1]) > 40) || s.legal[0];
    const positionBefore = s.position;
    const sound = () => page.evaluate(() => window.__sound);
    const silent = await sound();
    if (silent.peak !== 0) fail(`sound before anything happened: ${JSON.stringify(silent)}`);
    await page.mouse.click(move.from[0], move.from[1]);
    await sleep(250);
    // The first click unlocks the page's audio: the game's sound output starts running.
    await waitFor("the audio output to run after the first click", async () => {
      const now = await sound();
      return now.chunks > silent.chunks + 2 ? now : null;
    }, 10000);
    await page.screenshot({ path: path.join(out, "selected.png") });
    await page.mouse.click(move.to[0], move.to[1]);
    await waitForLine(log, new RegExp(`petri: move 1 ${move.notation}$`), 10000);
    s = await state(page);
    if (s.position === positionBefore) fail("the position did not change after the move");
    await sleep(150);
    await page.screenshot({ path: path.join(out, "moved.png") });
    // The move's sound (step or hop) reaches the audio output.
    const heard = await waitFor("the move's sound", async () => {
      const now = await sound();
      return now.peak > 0.05 ? now : null;
    }, 10000);
    timings.sound_peak = Number(heard.peak.toFixed(3));

    // The computer answers (sliced: the page stays responsive), and the board waits again.
    const answered = Date.now();
    await waitForLine(log, /petri: move 2 /, 60000);
    timings.computer_answer_ms = Date.now() - answered;
    s = await waitFor("the board to wait for the person again", async () => {
      const now = await state(page);
      return now.waiting_for_person && now.moves === 2 ? now : null;
    }, 20000);
    timings.ai_longest_slice_ms = s.ai_longest_slice_ms;
    timings.ai_slices = s.ai_slices;
    if (s.ai_slices < 1) fail(`the computer's search did not run in slices: ${JSON.stringify(s)}`);
    await sleep(300);
    await page.screenshot({ path: path.join(out, "answered.png") });
    // Quiet for a while, the sound output rests (web/index.html suspends it: a running one
    // plays silent chunks, about 3% of a core on an idle page).
    const resting = await waitFor("the sound output to rest once the sounds are over", async () => {
      const before = await sound();
      await sleep(1000);
      const after = await sound();
      return after.chunks === before.chunks ? after : null;
    }, 15000);
    timings.sound_rests_after_ms = Date.now() - answered;
    if (resting.chunks <= silent.chunks) fail(`no sound was played: ${JSON.stringify(resting)}`);
    checkErrors(log, "game");

    // 3. A game record dropped on the page is kept (localStorage) and shown in the viewer: the
    // record of this game, taken from its autosave.
    const recordKeys = () => page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith("petri/records/")));
    const keysBefore = await recordKeys();
    const record = await page.evaluate(() => JSON.stringify(JSON.parse(localStorage.getItem("petri/autosave.json")).record));
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], "dropped game.json", { type: "application/json" }));
      document.querySelector("canvas").dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
    }, record);
    const kept = await waitFor("the dropped record to be kept", async () => {
      const keys = await recordKeys();
      return keys.length === keysBefore.length + 1 ? keys : null;
    }, 10000);
    if (!kept.some((k) => k.endsWith("-dropped_game.json"))) fail(`the dropped record is not kept under its name: ${kept}`);
    s = await waitFor("the viewer to show the dropped game", async () => {
      const now = await state(page);
      return now && now.screen === "Playing" && now.moves === 0 && !now.waiting_for_person ? now : null;
    }, 10000);
    await sleep(300);
    await page.screenshot({ path: path.join(out, "dropped.png") });
    checkErrors(log, "dropped record");
    fs.writeFileSync(path.join(out, "console.txt"), log.lines.join("\n") + "\n");
    await page.close();

    // 4. Online: page A opens a friends room, page B opens the link A shows; they play moves
    // against each other through petri-server, each page seeing the other's moves.
    await online(browser, timings);

    // 5. A phone.
    await phone(browser, timings);

    // 6. Languages: the browser's (zh-CN) at first start, then German chosen in Settings,
    // kept over a reload.
    await languages(browser, timings);

    // 7. Mods added by dropping their zips, kept over a reload.
    await modsInBrowser(browser, timings);
  } catch (e) {
    // Leave a picture and the console of the failing page.
    if (current) {
      await current.page.screenshot({ path: path.join(out, "failure.png") }).catch(() => {});
      fs.writeFileSync(path.join(out, "failure-console.txt"), current.log.lines.join("\n") + "\n");
      e.message += `\n(screenshot: ${path.join(out, "failure.png")}, console: failure-console.txt)`;
    }
    throw e;
  } finally {
    await browser.close();
  }
  fs.writeFileSync(path.join(out, "timings.json"), JSON.stringify(timings, null, 2) + "\n");
  console.log(`    browser test passed: ${JSON.stringify(timings)}`);
  console.log(`    screenshots in ${out}`);
}

main().catch((e) => {
  console.error(`browser test FAILED: ${e.message || e}`);
  process.exit(1);
});
