(function () {
  "use strict";
  // Why the page stopped following, told apart: the stream's "closing" (the host switched the
  // table off) or "revoked"; a refused stream asked once more: 401 revoked, 429 or 5xx busy;
  // no answer at all: the host is out of reach. The browser's own reconnect, every 2 s for
  // ever and without a word, is replaced by asks that wait longer each time.
  var RETRY_MS = 5000, FIRST_WAIT_MS = 2000, LONGEST_WAIT_MS = 30000;
  var NOTICES = ["busy", "gone", "closed", "away"];
  var body = document.body, url = body.dataset.events, events = null, wait = FIRST_WAIT_MS;
  function byId(id) { return document.getElementById(id); }
  function address() {
    return url + (url.indexOf("?") < 0 ? "?" : "&") + "v=" + encodeURIComponent(body.dataset.v);
  }
  // One notice at a time; while one shows, the scores are marked as possibly out of date.
  function show(notice) {
    NOTICES.forEach(function (id) { byId(id).hidden = id !== notice; });
    if (notice) { body.dataset.state = notice; } else { delete body.dataset.state; }
  }
  function later(then) {
    setTimeout(then, wait);
    wait = Math.min(wait * 2, LONGEST_WAIT_MS);
  }
  function ask(answered, unanswered) {
    var stop = new AbortController();
    fetch(address(), { signal: stop.signal, cache: "no-store" }).then(function (answer) {
      stop.abort();
      answered(answer.status);
    }, unanswered);
  }
  function busy() { show("busy"); setTimeout(follow, RETRY_MS); }
  function away() { show("away"); later(lost); }
  function refused() {
    ask(function (status) { if (status === 401) { show("gone"); } else { busy(); } }, away);
  }
  function lost() {
    ask(function (status) {
      if (status === 401) { show("gone"); } else if (status === 200) { follow(); } else { busy(); }
    }, away);
  }
  function reopened() {
    ask(function (status) {
      if (status === 401) { show("gone"); } else { byId("rejoin").hidden = false; }
    }, function () { later(reopened); });
  }
  function follow() {
    events = new EventSource(address());
    events.onopen = function () { show(""); wait = FIRST_WAIT_MS; };
    events.addEventListener("page", function (message) {
      var data = JSON.parse(message.data);
      show("");
      if (message.lastEventId) { body.dataset.v = message.lastEventId; }
      byId("live").innerHTML = data.html;
      if (data.news) { byId("news").textContent = data.news; }
    });
    events.addEventListener("revoked", function () { events.close(); show("gone"); });
    events.addEventListener("closing", function () {
      events.close();
      show("closed");
      later(reopened);
    });
    events.onerror = function () {
      var given = events.readyState === 2;
      events.close();
      if (given) { refused(); } else { lost(); }
    };
  }
  byId("rejoin").addEventListener("click", function () { location.reload(); });
  follow();
})();
