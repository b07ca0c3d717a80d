// What an idle page costs (`cargo xtask web-idle`): headless Chromium opens the site, waits
// for a screen, lets it settle, then for PETRI_IDLE_SECONDS (default 10) counts the CPU time
// every Chromium process spends (from /proc: the page's renderer, and the GPU process that
// draws in software here) and the frames the game asks the browser for (calls of
// requestAnimationFrame). Nobody touches the page meanwhile.
//
// Environment: PETRI_URL (the site, on 127.0.0.1), PETRI_PLAYWRIGHT (playwright-core's
// folder), PETRI_IDLE_OUT (a JSON file for the results), PETRI_IDLE_SECONDS.
//
// Cases: the title (its living board on, then off), New game, and a board waiting for the
// person's move; then the time from navigation to the board for a game in the query string
// (PETRI_NAV_RUNS runs); then the engine review of a 106-move game (tests/web/records/, kept
// in the page's storage and opened with `?review=`): how long it takes in the browser's
// slices and the longest frame it spent. Prints a line a case and writes them all to
// PETRI_IDLE_OUT.

"use strict";
const fs = require("fs");
const path = require("path");
const { chromium } = require(process.env.PETRI_PLAYWRIGHT);

const base = process.env.PETRI_URL;
const seconds = Number(process.env.PETRI_IDLE_SECONDS || 10);
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

/// CPU seconds (user + system) of the browser's processes.
function cpuSeconds() {
  let total = 0;
  for (const pid of tree()) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      total += (Number(fields[11]) + Number(fields[12])) / TICK;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
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

async function measure(browser, name, url, ready, prepare) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  if (prepare) await context.addInitScript(prepare);
  await context.addInitScript(countFrames);
  const page = await context.newPage();
  const lines = [];
  page.on("console", (m) => lines.push(m.text()));
  const started = Date.now();
  await page.goto(url);
  for (;;) {
    if (lines.some((l) => ready.test(l))) break;
    if (Date.now() - started > 120000) throw new Error(`${name}: never ready (${lines.slice(-5).join(" | ")})`);
    await sleep(100);
  }
  const readyMs = Date.now() - started;
  // Let the screen come in and anything started by loading finish.
  await sleep(4000);
  const frames0 = await page.evaluate(() => window.__petriFrames);
  const cpu0 = cpuSeconds();
  await sleep(seconds * 1000);
  const cpu1 = cpuSeconds();
  const frames1 = await page.evaluate(() => window.__petriFrames);
  await page.screenshot({ path: path.join(path.dirname(process.env.PETRI_IDLE_OUT), `idle-${name}.png`) });
  await context.close();
  const result = {
    name,
    seconds,
    cpu_seconds: Number((cpu1 - cpu0).toFixed(2)),
    cpu_share: Number(((cpu1 - cpu0) / seconds).toFixed(3)),
    frames_per_second: Number(((frames1 - frames0) / seconds).toFixed(1)),
    ready_ms: readyMs,
  };
  console.log(
    `${name.padEnd(22)} ${result.cpu_seconds.toFixed(2)} CPU-s in ${seconds} s (${(result.cpu_share * 100).toFixed(0)}% of a core), ${result.frames_per_second} frames/s`,
  );
  return result;
}

/// The settings the page keeps in localStorage, with the living title board off.
function stillTitle() {
  localStorage.setItem("petri/settings.ron", "(living_title: false)");
}

/// Navigation to a board: a game in the query string, from `page.goto` to the console line
/// `petri: ready Playing`, PETRI_NAV_RUNS times (default 5), a fresh context each.
async function navigation(browser) {
  const runs = [];
  for (let i = 0; i < Number(process.env.PETRI_NAV_RUNS || 5); i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    let board = null;
    const started = Date.now();
    page.on("console", (m) => {
      if (board === null && /petri: ready Playing/.test(m.text())) board = Date.now() - started;
    });
    await page.goto(`${base}?rules=classic&players=2&seats=human,hard`);
    while (board === null) {
      if (Date.now() - started > 120000) throw new Error("navigation: the board never came");
      await sleep(50);
    }
    runs.push(board);
    await context.close();
  }
  console.log(`navigation → board      ${runs.join(", ")} ms`);
  return { name: "navigation-to-board", board_ms: runs };
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
  const results = [];
  try {
    const title = /petri: ready Title/;
    results.push(await measure(browser, "title", base, title));
    results.push(await measure(browser, "title-still", base, title, stillTitle));
    results.push(await measure(browser, "new-game", `${base}?show=new-game`, title, stillTitle));
    results.push(
      await measure(browser, "board-waiting", `${base}?rules=classic&players=2&seats=human,hard`, /petri: ready Playing/),
    );
    results.push(await navigation(browser));
    results.push(await review(browser));
  } finally {
    await browser.close();
  }
  fs.writeFileSync(process.env.PETRI_IDLE_OUT, JSON.stringify(results, null, 2));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
