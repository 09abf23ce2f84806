// A board's page, live (src/web/pages.cpp): Server-Sent Events from mudchess bring the board
// with its drawing and its sentences already made; this puts them in place and runs the clock
// of the side to move between events. EventSource reconnects by itself and says the last
// event it had (Last-Event-ID), so a dropped connection misses nothing.
(function () {
  "use strict";
  var page = document.getElementById("board-page");
  if (!page) return;
  var version = Number(page.dataset.version);
  var millis = { white: null, black: null };
  var running = null;
  var since = Date.now();

  function setText(selector, text) {
    var element = document.querySelector(selector);
    if (element) element.textContent = text;
  }
  function clockText(ms) {
    var s = Math.max(0, Math.ceil(ms / 1000));
    var m = Math.floor(s / 60);
    s = s % 60;
    return m + ":" + (s < 10 ? "0" : "") + s;
  }
  function readClocks() {
    ["white", "black"].forEach(function (side) {
      var clock = document.getElementById(side + "-clock");
      millis[side] = clock && clock.dataset.millis ? Number(clock.dataset.millis) : null;
      if (clock && clock.classList.contains("running")) running = side;
    });
    since = Date.now();
  }
  function tick() {
    ["white", "black"].forEach(function (side) {
      var clock = document.getElementById(side + "-clock");
      if (!clock || millis[side] === null) return;
      var elapsed = side === running ? Date.now() - since : 0;
      clock.textContent = clockText(millis[side] - elapsed);
      clock.classList.toggle("running", side === running);
    });
  }
  function show(board) {
    if (board.version <= version) return;
    version = board.version;
    page.dataset.version = String(version);
    var drawing = document.getElementById("board");
    drawing.innerHTML = board.svg;
    drawing.dataset.fen = board.fen;
    setText("#white .name", board.seats[0]);
    setText("#black .name", board.seats[1]);
    setText("#turn", board.turn);
    setText("#status", board.status);
    setText("#delay", board.delay);
    setText("#in-words", board.in_words);
    millis.white = board.white_millis === undefined ? null : board.white_millis;
    millis.black = board.black_millis === undefined ? null : board.black_millis;
    running = board.clock_running || null;
    since = Date.now();
    tick();
    var list = document.getElementById("moves");
    list.textContent = "";
    for (var i = 0; i < board.moves.length; i += 2) {
      var item = document.createElement("li");
      item.textContent = board.moves[i] + (i + 1 < board.moves.length ? " " + board.moves[i + 1] : "");
      list.appendChild(item);
    }
  }

  var live = document.getElementById("live");
  var source = new EventSource(page.dataset.events);
  source.addEventListener("board", function (event) {
    show(JSON.parse(event.data));
  });
  source.onopen = function () {
    live.textContent = page.dataset.live;
  };
  source.onerror = function () {
    live.textContent = page.dataset.reconnecting;
  };
  readClocks();
  setInterval(tick, 250);
})();
