// Runs the live page's script (argv[2]) against stand-ins for the browser's document,
// EventSource, fetch, location and timers, in one scenario (argv[3]); prints what the page
// shows. argv[4] is what each ask (fetch) is answered, in turn, comma-separated ("offline":
// no answer at all); the last answers every later ask. Timers run on a clock of their own.
"use strict";
const fs = require("fs");
const vm = require("vm");

const [script, scenario, status] = process.argv.slice(2);
const NOTICES = ["gone", "busy", "closed", "away", "rejoin"];
const elements = {};
for (const id of ["live", "news", ...NOTICES]) {
  elements[id] = { hidden: NOTICES.includes(id), innerHTML: "", textContent: "", listeners: {} };
  elements[id].addEventListener = (name, listener) => { elements[id].listeners[name] = listener; };
}
const answers = status.split(",");
const sources = [];
const fetched = [];
let timers = [];
let now = 0;
let reloads = 0;

class EventSource {
  constructor(url) {
    this.url = url;
    this.readyState = 0;
    this.listeners = {};
    this.closed = false;
    sources.push(this);
  }
  addEventListener(name, listener) { this.listeners[name] = listener; }
  close() { this.closed = true; this.readyState = 2; }
  emit(name, data, lastEventId) { this.listeners[name]({ data, lastEventId: lastEventId || "" }); }
}

const body = { dataset: { events: "/live/events", v: "first" } };
const browser = {
  document: { body, getElementById: (id) => elements[id] },
  EventSource,
  AbortController,
  fetch: (url) => {
    fetched.push({ url, at: now });
    const answer = answers[Math.min(fetched.length - 1, answers.length - 1)];
    return answer === "offline"
      ? Promise.reject(new TypeError("Failed to fetch"))
      : Promise.resolve({ status: Number(answer) });
  },
  setTimeout: (callback, ms) => timers.push({ callback, ms, at: now + ms }),
  location: { reload: () => { reloads += 1; } },
  JSON,
  Math,
  encodeURIComponent,
};
vm.runInNewContext(fs.readFileSync(script, "utf8"), browser);

async function settle() { for (let turn = 0; turn < 5; turn += 1) { await Promise.resolve(); } }
function shown() {
  const seen = {};
  for (const id of NOTICES) { seen[id] = !elements[id].hidden; }
  return seen;
}
/** Runs the timers due up to ``until`` ms, in order, each ask answered before the next. */
async function runUntil(until) {
  for (;;) {
    timers.sort((a, b) => a.at - b.at);
    if (!timers.length || timers[0].at > until) { break; }
    const timer = timers.shift();
    now = timer.at;
    timer.callback();
    await settle();
  }
  now = until;
}

(async () => {
  const first = sources[0];
  if (scenario === "refused") {
    first.emit("page", JSON.stringify({ html: "<p>hand 1</p>", news: "" }), "second");
    first.readyState = 2;
    first.onerror();
    await settle();
  } else if (scenario === "revoked") {
    first.emit("revoked", "");
  } else if (scenario === "closing") {
    first.emit("page", JSON.stringify({ html: "<p>hand 1</p>", news: "" }), "second");
    first.emit("closing", "");
    await settle();
  } else if (scenario === "broken") {
    first.onerror();  // readyState 0: the browser would reconnect by itself, without a word
    await settle();
  }
  const shownFirst = shown();
  const stateFirst = body.dataset.state || "";
  const retries = timers.map((timer) => timer.ms);
  if (scenario === "closing" || scenario === "broken") {
    await runUntil(35000);
  } else {
    for (const timer of timers.splice(0)) { timer.callback(); }
  }
  const shownLater = shown();
  if (!elements.rejoin.hidden) { elements.rejoin.listeners.click(); }
  const again = sources.length > 1 ? sources[sources.length - 1] : null;
  if (again && !again.closed) {
    again.emit("page", JSON.stringify({ html: "<p>hand 2</p>", news: "Hand 2" }), "third");
  }
  console.log(JSON.stringify({
    shown: shownFirst,
    state: stateFirst,
    shownLater,
    fetched: fetched.map((ask) => ask.url),
    askedAt: fetched.map((ask) => ask.at),
    retries,
    reloads,
    sources: sources.map((source) => source.url),
    closed: first.closed,
    afterRetry: { shown: shown(), live: elements.live.innerHTML, state: body.dataset.state || "" },
  }));
})();
