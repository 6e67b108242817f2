(function () {
  "use strict";
  var body = document.body, url = body.dataset.events;
  var events = new EventSource(url + (url.indexOf("?") < 0 ? "?" : "&") + "v=" + body.dataset.v);
  function byId(id) { return document.getElementById(id); }
  function gone() { events.close(); byId("gone").hidden = false; }
  events.addEventListener("page", function (message) {
    var data = JSON.parse(message.data);
    byId("live").innerHTML = data.html;
    if (data.news) { byId("news").textContent = data.news; }
  });
  events.addEventListener("revoked", gone);
  events.onerror = function () { if (events.readyState === 2) { gone(); } };
})();
