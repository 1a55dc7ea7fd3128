// tactus station: follows the game over Server-Sent Events and posts actions,
// each with an id of its own so that a retried action is applied once.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  // T are the page's texts in the station's language (StationPage).
  const T = JSON.parse($("strings").textContent);
  const names = { p: T.Pieces[0], n: T.Pieces[1], b: T.Pieces[2], r: T.Pieces[3], q: T.Pieces[4], k: T.Pieces[5] };
  // fill fills a text's placeholders {0} … {9} (the catalogue's, as
  // announce.Fill fills them); cap starts a sentence with a capital.
  const fill = (tpl, ...args) => tpl.replace(/\{(\d)\}/g, (_, d) => (+d < args.length ? String(args[+d]) : ''));
  const cap = (s) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);
  const sideName = (s) => T.Sides[s === "white" ? 0 : 1];
  const glyphs = { K: "\u2654", Q: "\u2655", R: "\u2656", B: "\u2657", N: "\u2658", P: "\u2659",
    k: "\u265a", q: "\u265b", r: "\u265c", b: "\u265d", n: "\u265e", p: "\u265f" };
  let view = null, received = 0, source = null, selected = null, waiting = false;
  let heard = Number(sessionStorage.getItem("heard") || "-1");

  function say(msg) { $("notice").textContent = msg || ""; }

  function newID() {
    const b = new Uint8Array(16);
    crypto.getRandomValues(b);
    return Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  }

  async function post(path, body) {
    const r = await fetch(path, { method: "POST", credentials: "same-origin",
      headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    let data = {};
    try { data = await r.json(); } catch (e) { data = { ok: false, error: T.NoAnswer }; }
    return { status: r.status, data: data };
  }

  // act posts an action; it is kept in sessionStorage until answered, so a
  // reload or a lost answer sends it again with the same id.
  async function act(body) {
    body.id = body.id || newID();
    sessionStorage.setItem("pending", JSON.stringify(body));
    for (let i = 0; i < 6; i++) {
      try {
        const r = await post("/api/act", body);
        if (r.status === 429) { await wait(500 * (i + 1)); continue; }
        sessionStorage.removeItem("pending");
        if (r.status === 401) { showPairing(); return; }
        say(r.data.ok ? "" : r.data.error);
        return;
      } catch (e) {
        $("connection").textContent = T.ConnectionLost;
        await wait(1000 * (i + 1));
      }
    }
  }
  const wait = (ms) => new Promise((ok) => setTimeout(ok, ms));

  function showPairing() {
    if (source) { source.close(); source = null; }
    $("game").hidden = true;
    $("pairing").hidden = false;
    $("code").focus();
  }

  async function pair(ev) {
    ev.preventDefault();
    const r = await post("/api/pair", { code: $("code").value.trim() });
    if (!r.data.ok) { say(r.data.error); return; }
    // a second device of a role waits for consent; its stream starts then
    waiting = !!r.data.asking;
    say(waiting ? r.data.message : "");
    $("code").value = "";
    start();
  }

  function start() {
    if (source) { source.close(); }
    $("pairing").hidden = true;
    $("game").hidden = false;
    const pending = sessionStorage.getItem("pending");
    if (pending) { act(JSON.parse(pending)); }
    source = new EventSource("/api/events");
    source.addEventListener("view", (e) => {
      $("connection").textContent = "";
      if (waiting) { waiting = false; say(""); }
      render(JSON.parse(e.data));
    });
    source.onerror = async () => {
      $("connection").textContent = T.Reconnecting;
      if (source.readyState === EventSource.CLOSED) { setTimeout(check, 1000); }
    };
  }

  // check asks whether this page is paired: if not (or the station forgot
  // it) the pairing form shows; if so the stream opens again.
  async function check() {
    try {
      const r = await fetch("/api/view", { credentials: "same-origin" });
      if (r.status === 401) { showPairing(); return; }
      if (r.status === 403) {
        const d = await r.json().catch(() => ({}));
        if (d.asking) { waiting = true; say(d.error); }
      }
      if (!source || source.readyState === EventSource.CLOSED) { start(); }
    } catch (e) { setTimeout(check, 2000); }
  }

  function fmt(ms) {
    if (ms < 0) { ms = 0; }
    const s = Math.floor(ms / 1000), h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60;
    const ss = String(s % 60).padStart(2, "0");
    return h > 0 ? h + ":" + String(m).padStart(2, "0") + ":" + ss : m + ":" + ss;
  }

  function tick() {
    if (!view || !view.clock) { return; }
    const c = view.clock, spent = performance.now() - received;
    for (const side of ["white", "black"]) {
      const ms = c[side] - (c.running === side ? spent : 0);
      $("clock-" + side).textContent = fmt(ms);
      $("run-" + side).textContent = c.running === side ? T.Running : "";
    }
  }

  function squareName(f, r) { return "abcdefgh"[f] + (r + 1); }

  function parseFEN(fen) {
    const rows = fen.split(" ")[0].split("/"), b = {};
    rows.forEach((row, i) => {
      let f = 0;
      for (const ch of row) {
        if (ch >= "1" && ch <= "8") { f += Number(ch); continue; }
        b[squareName(f, 7 - i)] = ch;
        f++;
      }
    });
    return b;
  }

  function drawBoard(bd, flip, tappable) {
    const box = document.createElement("section");
    box.className = "board-box";
    const h = document.createElement("h2");
    h.textContent = cap(fill(T.Board, sideName(bd.side)));
    box.setAttribute("aria-label", h.textContent);
    box.appendChild(h);
    const grid = document.createElement("div");
    grid.className = "board";
    grid.setAttribute("role", "group");
    const pieces = parseFEN(bd.fen), last = bd.last || "";
    for (let i = 0; i < 8; i++) {
      const r = flip ? i : 7 - i;
      const label = document.createElement("span");
      label.className = "coord";
      label.textContent = r + 1;
      label.setAttribute("aria-hidden", "true");
      grid.appendChild(label);
      for (let j = 0; j < 8; j++) {
        const f = flip ? 7 - j : j, name = squareName(f, r), p = pieces[name];
        const b = document.createElement("button");
        b.type = "button";
        b.className = "sq " + ((f + r) % 2 ? "light" : "dark");
        b.dataset.square = name;
        b.textContent = p ? glyphs[p] : "";
        let text = name + ", " + (p ? fill(p === p.toUpperCase() ? T.WhitePiece : T.BlackPiece, names[p.toLowerCase()]) : T.Empty);
        if (last.slice(0, 2) === name || last.slice(2, 4) === name) { b.classList.add("last"); text += ", " + T.LastMove; }
        if (selected === name && tappable) { b.classList.add("sel"); text += ", " + T.Selected; }
        b.setAttribute("aria-label", text);
        b.tabIndex = tappable ? 0 : -1;
        if (tappable) { b.addEventListener("click", () => tap(name, pieces)); }
        b.addEventListener("keydown", arrows);
        grid.appendChild(b);
      }
    }
    grid.appendChild(document.createElement("span"));
    for (let j = 0; j < 8; j++) {
      const s = document.createElement("span");
      s.className = "coord";
      s.setAttribute("aria-hidden", "true");
      s.textContent = "abcdefgh"[flip ? 7 - j : j];
      grid.appendChild(s);
    }
    box.appendChild(grid);
    return box;
  }

  // arrows moves the focus over the squares with the arrow keys.
  function arrows(ev) {
    const d = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -8, ArrowDown: 8 }[ev.key];
    if (!d) { return; }
    const all = Array.from(ev.target.parentNode.querySelectorAll(".sq"));
    const next = all[all.indexOf(ev.target) + d];
    if (next) { ev.preventDefault(); next.focus(); }
  }

  function tap(name, pieces) {
    if (!selected) {
      selected = name;
      say(fill(T.TapTarget, name));
      render(view);
      focusSquare(name);
      return;
    }
    if (selected === name) { selected = null; say(""); render(view); focusSquare(name); return; }
    let mv = selected + name;
    const p = pieces[selected];
    if (p && p.toLowerCase() === "p" && (name[1] === "8" || name[1] === "1")) { mv += $("promo").value; }
    selected = null;
    const mine = p && (p === p.toUpperCase()) === (view.side === "white");
    enter(mv, mine && view.can.includes("announce") ? "announce" : "");
  }

  function focusSquare(name) {
    const b = document.querySelector('.sq[data-square="' + name + '"]');
    if (b) { b.focus(); }
  }

  // moveKind is what a move entered now is: the move understood, a
  // correction of one's own announcement, or one's own move.
  function moveKind() {
    const can = view ? view.can : [];
    if (can.includes("repeat")) { return "repeat"; }
    if (can.includes("correct")) { return "correct"; }
    return "announce";
  }

  // enter posts a move; a tapped piece of one's own side is one's own move
  // even while the opponent's move waits for its repetition.
  function enter(mv, kind) {
    if (!mv) { return; }
    say("");
    act({ kind: kind || moveKind(), move: mv });
    $("move").value = "";
  }

  function list(id, lines) {
    const ol = $(id);
    ol.textContent = "";
    for (const l of lines || []) {
      const li = document.createElement("li");
      li.textContent = l.text;
      ol.appendChild(li);
    }
  }

  // asking lists the devices asking to pair, each with Allow and Refuse.
  function asking(devices) {
    const ul = $("asking");
    ul.textContent = "";
    $("asking-box").hidden = devices.length === 0;
    for (const d of devices) {
      const li = document.createElement("li");
      const where = d.addr + (d.name ? " (" + d.name + ")" : "");
      li.appendChild(document.createTextNode(fill(T.AskingLine, d.device, T.RoleNames[d.role === "arbiter" ? 1 : 0], where) + " "));
      for (const allow of [true, false]) {
        const b = document.createElement("button");
        b.type = "button";
        b.textContent = allow ? T.Allow : T.Refuse;
        b.addEventListener("click", async () => {
          if (allow && !confirm(T.AllowAsk)) { return; }
          const r = await post("/api/consent", { device: d.device, allow: allow });
          say(r.data.ok ? "" : r.data.error);
        });
        li.appendChild(b);
      }
      ul.appendChild(li);
    }
  }

  function announce(v) {
    // A page that never heard anything (just paired) is told the latest only.
    const fresh = (v.said || []).filter((l) => l.seq > heard).slice(heard < 0 ? -1 : 0);
    if (fresh.length) { $("live").textContent = fresh.map((l) => l.text).join(" "); }
    heard = v.seq;
    sessionStorage.setItem("heard", String(heard));
  }

  function render(v) {
    view = v;
    received = performance.now();
    $("name-white").textContent = cap(fill(T.Name, T.Sides[0], v.white));
    $("name-black").textContent = cap(fill(T.Name, T.Sides[1], v.black));
    $("clocks").hidden = !v.clock;
    tick();
    $("whose").textContent = v.result ? "" :
      cap(fill(v.toMove === v.side && v.role === "opponent" ? T.ToMoveYou : T.ToMove, sideName(v.toMove)));
    $("last-text").textContent = v.last ? v.last.text : T.NoMoveYet;
    $("last-san").textContent = v.last ? "(" + v.last.san + ")" : "";
    $("divergence").hidden = !v.divergence;
    $("divergence").textContent = v.divergence || "";
    $("offer").hidden = !v.offer;
    $("offer").textContent = v.offer ? cap(fill(T.Offers, sideName(v.offer))) : "";
    $("result").hidden = !v.result;
    $("result").textContent = v.result || "";
    const boards = $("boards");
    boards.textContent = "";
    const opp = v.role === "opponent";
    for (const b of v.boards) { boards.appendChild(drawBoard(b, opp && v.side === "black", opp)); }
    $("opponent-actions").hidden = !opp;
    $("arbiter-actions").hidden = opp;
    $("confirm").disabled = !v.can.includes("confirm");
    $("confirm").textContent = v.can.includes("confirm") && v.last ? fill(T.ConfirmMove, v.last.san) : T.Confirm;
    $("move-label").textContent = { repeat: T.Understood, correct: T.CorrectMove, announce: T.YourMove }[moveKind()];
    document.querySelectorAll("[data-kind]").forEach((b) => { b.disabled = !v.can.includes(b.dataset.kind); });
    $("seal-form").hidden = !v.can.includes("seal");
    $("touch").disabled = !v.can.includes("touch");
    if (!opp) {
      asking(v.asking || []);
      $("pair-code").textContent = v.pairCode ? fill(T.PairCode, v.pairCode) : "";
      list("journal", v.journal);
      // the restore points, the last agreed move first (the usual D.2.9
      // answer), each numbered as the scoresheet numbers moves
      const sel = $("restore-ply"), keep = sel.dataset.chosen ? sel.value : "";
      sel.textContent = "";
      for (const p of (v.plies || []).slice().reverse()) {
        const o = document.createElement("option");
        o.value = String(p.ply);
        o.textContent = fill(T.After, p.text);
        sel.appendChild(o);
      }
      const start = document.createElement("option");
      start.value = "0";
      start.textContent = T.TheStart;
      sel.appendChild(start);
      if (keep && sel.querySelector('option[value="' + keep + '"]')) { sel.value = keep; } else { delete sel.dataset.chosen; }
    }
    list("said", v.said);
    announce(v);
  }

  // sure asks before an arbiter's form acts: its button's words and the
  // values chosen ("Set time: White, 10, 0: are you sure?").
  function sure(form) {
    const vals = [];
    for (const el of form.elements) {
      if (el.tagName === "SELECT") { vals.push(el.options[el.selectedIndex].textContent); }
      if (el.tagName === "INPUT" && el.type !== "checkbox" && el.value.trim() !== "") { vals.push(el.value.trim()); }
      if (el.tagName === "INPUT" && el.type === "checkbox" && el.checked && el.labels.length) { vals.push(el.labels[0].textContent); }
    }
    const what = form.querySelector("button[type=submit]").textContent;
    return confirm(fill(T.ActAsk, what + (vals.length ? " (" + vals.join(", ") + ")" : "")));
  }

  function wire() {
    $("pair-form").addEventListener("submit", pair);
    $("confirm").addEventListener("click", () => act({ kind: "confirm" }));
    $("move-form").addEventListener("submit", (e) => { e.preventDefault(); enter($("move").value.trim()); });
    document.querySelectorAll("[data-kind]").forEach((b) => b.addEventListener("click", () => {
      if (b.dataset.ask && !confirm(b.dataset.ask)) { return; }
      act({ kind: b.dataset.kind });
    }));
    // a sealed move is sent as written, and cannot be changed (I.1.1)
    $("seal-form").addEventListener("submit", (e) => {
      e.preventDefault();
      const text = $("seal-text").value.trim();
      if (text === "" || !confirm(fill(T.SealAsk, text))) { return; }
      act({ kind: "seal", text: text });
    });
    // the sighted player reports a piece they touched (D.2.10.5)
    $("touch-form").addEventListener("submit", (e) => {
      e.preventDefault();
      const sq = $("touch-square").value.trim().toLowerCase();
      if (!/^[a-h][1-8]$/.test(sq) || !confirm(fill(T.TouchAsk, sq))) { return; }
      act({ kind: "touch", square: sq });
    });
    $("restore-ply").addEventListener("change", () => { $("restore-ply").dataset.chosen = "1"; });
    $("restore-form").addEventListener("submit", (e) => {
      e.preventDefault();
      const sel = $("restore-ply"), o = sel.options[sel.selectedIndex];
      if (!o || !confirm(fill(T.RestoreAsk, o.textContent))) { return; }
      delete sel.dataset.chosen;
      act({ kind: "restore", ply: Number(sel.value) });
    });
    $("time-form").addEventListener("submit", (e) => {
      e.preventDefault();
      if (!sure(e.target)) { return; }
      const s = Number($("time-min").value) * 60 + Number($("time-sec").value);
      act({ kind: "time", side: $("time-side").value, seconds: s });
    });
    $("declare-form").addEventListener("submit", (e) => {
      e.preventDefault();
      if (!sure(e.target)) { return; }
      // after the end the arbiter corrects the result (8.7, 11.10)
      const kind = view && view.phase === "over" ? "correct-result" : "declare";
      act({ kind: kind, result: $("declare-result").value, text: $("declare-text").value });
    });
    $("illegal-form").addEventListener("submit", (e) => {
      e.preventDefault();
      if (!confirm(T.IllegalAtAsk)) { return; }
      const p = $("illegal-ply").value.trim();
      act(p === "" ? { kind: "illegal" } : { kind: "illegal", ply: Number(p) });
    });
    $("adjust-form").addEventListener("submit", (e) => {
      e.preventDefault();
      if (!sure(e.target)) { return; }
      act({ kind: "adjust", side: $("adjust-side").value, seconds: Number($("adjust-sec").value) });
    });
    $("moves-form").addEventListener("submit", (e) => {
      e.preventDefault();
      if (!sure(e.target)) { return; }
      act({ kind: "moves", side: $("moves-side").value, count: Number($("moves-count").value) });
    });
    $("control-form").addEventListener("submit", (e) => {
      e.preventDefault();
      if (!sure(e.target)) { return; }
      act({ kind: "control", text: $("control-text").value.trim() });
    });
    $("decide-form").addEventListener("submit", (e) => {
      e.preventDefault();
      if (!sure(e.target)) { return; }
      const d = $("decide-text").value;
      const q = { kind: "decide", text: d };
      if (d === "postpone" && $("decide-two").checked) { q.seconds = 120; }
      act(q);
    });
    setInterval(tick, 250);
  }

  wire();
  check();
})();
