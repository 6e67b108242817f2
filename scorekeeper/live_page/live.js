(function () {
  "use strict";
  // A refused stream closes the EventSource without saying why: a host with every stream
  // taken (429) is busy and asked again later; only a refused cookie (401) means revoked.
  var RETRY_MS = 5000;
  var body = document.body, url = body.dataset.events, events = null;
  function byId(id) { return document.getElementById(id); }
  function address() {
    return url + (url.indexOf("?") < 0 ? "?" : "&") + "v=" + encodeURIComponent(body.dataset.v);
  }
  function gone() { byId("busy").hidden = true; byId("gone").hidden = false; }
  function busy() { byId("busy").hidden = false; setTimeout(follow, RETRY_MS); }
  function refused() {
    var stop = new AbortController();
    fetch(address(), { signal: stop.signal, cache: "no-store" }).then(function (answer) {
      stop.abort();
      if (answer.status === 401) { gone(); } else { busy(); }
    }, busy);
  }
  function follow() {
    events = new EventSource(address());
    events.addEventListener("page", function (message) {
      var data = JSON.parse(message.data);
      byId("busy").hidden = true;
      if (message.lastEventId) { body.dataset.v = message.lastEventId; }
      byId("live").innerHTML = data.html;
      if (data.news) { byId("news").textContent = data.news; }
    });
    events.addEventListener("revoked", function () { events.close(); gone(); });
    events.onerror = function () { if (events.readyState === 2) { refused(); } };
  }
  follow();
})();
