// Runs the live page's script (argv[2]) against stand-ins for the browser's document,
// EventSource, fetch and timers, in one scenario (argv[3]); prints what the page shows.
"use strict";
const fs = require("fs");
const vm = require("vm");

const [script, scenario, status] = process.argv.slice(2);
const elements = {};
for (const id of ["live", "news", "gone", "busy"]) {
  elements[id] = { hidden: id === "gone" || id === "busy", innerHTML: "", textContent: "" };
}
const sources = [];
const fetched = [];
const timers = [];

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

const browser = {
  document: {
    body: { dataset: { events: "/live/events", v: "first" } },
    getElementById: (id) => elements[id],
  },
  EventSource,
  AbortController,
  fetch: (url) => {
    fetched.push(url);
    return status === "offline"
      ? Promise.reject(new TypeError("Failed to fetch"))
      : Promise.resolve({ status: Number(status) });
  },
  setTimeout: (callback, ms) => timers.push({ callback, ms }),
  JSON,
  encodeURIComponent,
};
vm.runInNewContext(fs.readFileSync(script, "utf8"), browser);

async function settle() { for (let turn = 0; turn < 5; turn += 1) { await Promise.resolve(); } }

(async () => {
  const first = sources[0];
  if (scenario === "refused") {
    first.emit("page", JSON.stringify({ html: "<p>hand 1</p>", news: "" }), "second");
    first.readyState = 2;
    first.onerror();
    await settle();
  } else if (scenario === "revoked") {
    first.emit("revoked", "");
  } else if (scenario === "reconnecting") {
    first.onerror();  // readyState 0: the browser reconnects by itself
    await settle();
  }
  const shownBeforeRetry = { busy: !elements.busy.hidden, gone: !elements.gone.hidden };
  const retries = timers.map((timer) => timer.ms);
  for (const timer of timers.splice(0)) { timer.callback(); }
  const again = sources.length > 1 ? sources[sources.length - 1] : null;
  if (again) {
    again.emit("page", JSON.stringify({ html: "<p>hand 2</p>", news: "Hand 2" }), "third");
  }
  console.log(JSON.stringify({
    shown: shownBeforeRetry,
    fetched,
    retries,
    sources: sources.map((source) => source.url),
    closed: first.closed,
    afterRetry: { busy: !elements.busy.hidden, live: elements.live.innerHTML },
  }));
})();
