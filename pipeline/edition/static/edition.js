/* maison reading edition: readings, the apparatus, the rules' code, search, editors' decisions.
   No framework: the page's HTML holds every reading; this script only switches and explains. */
(function () {
  "use strict";
  var READ = { diplomatic: "d", regularised: "r", normalised: "n" };
  var KIND = { o: "ocr", r: "regularisation", a: "abbreviation", h: "hyphenation", n: "normalisation", f: "furniture" };
  var SHOWN_IN = { o: "d", r: "r", a: "r", h: "d", n: "n", f: "d" };
  var M = window.MAISON || { W: [], games: [], reasons: {} };
  var body = document.body;
  var main = document.getElementById("text");
  var panel = document.getElementById("panel");
  var pbody = document.getElementById("panel-body");
  var data = {};
  try { data = JSON.parse(document.getElementById("page-data").textContent) || {}; } catch (e) { data = {}; }
  var rules = data.rules || {};

  function load(k) { try { return localStorage.getItem("maison." + k); } catch (e) { return null; } }
  function store(k, v) { try { localStorage.setItem("maison." + k, v); } catch (e) { /* private mode */ } }
  function esc(s) { return String(s == null ? "" : s).replace(/[&<>"]/g, function (c) { return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]; }); }
  function fold(s) { return s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/ſ/g, "s"); }

  /* ---- readings ---- */
  function reading() { var m = /rd-([drn])/.exec(body.className); return m ? m[1] : "d"; }
  function readingName() { var r = reading(); for (var k in READ) if (READ[k] === r) return k; return "diplomatic"; }
  function setReading(name) {
    if (!READ[name]) name = "diplomatic";
    body.classList.remove("rd-d", "rd-r", "rd-n");
    body.classList.add("rd-" + READ[name]);
    store("reading", name);
    document.querySelectorAll('input[name=reading]').forEach(function (i) { i.checked = i.value === name; });
    var u = new URL(location.href);
    if (u.searchParams.get("reading") !== name) { u.searchParams.set("reading", name); history.replaceState(null, "", u); }
    document.querySelectorAll("a[href]").forEach(function (a) {
      var h = a.getAttribute("href");
      if (/^[\w-]+\.html/.test(h)) a.setAttribute("href", h.replace(/^([\w-]+\.html)(\?reading=\w+)?/, "$1?reading=" + name));
    });
    if (panel.dataset.rule) showRule(panel.dataset.rule, false);
  }
  document.querySelectorAll('input[name=reading]').forEach(function (i) {
    i.addEventListener("change", function () { if (i.checked) setReading(i.value); });
  });
  var fwbox = document.getElementById("furniture");
  fwbox.checked = !body.classList.contains("nofw");
  fwbox.addEventListener("change", function () { body.classList.toggle("nofw", !fwbox.checked); store("furniture", fwbox.checked ? "on" : "off"); });

  /* ---- text of an element in a reading (s: the OCR's source) ---- */
  function textIn(el, r) {
    var out = "";
    el.childNodes.forEach(function (n) {
      if (n.nodeType === 3) { out += n.nodeValue; return; }
      if (n.nodeType !== 1 || n.classList.contains("h" + r) || n.classList.contains("rt") || n.classList.contains("fw") ||
          n.classList.contains("par") || n.classList.contains("appm")) return;
      if (n.classList.contains("lb")) { out += r === "d" || r === "s" ? "\n" : " "; return; }
      out += textIn(n, r);
    });
    return out;
  }

  /* ---- panel ---- */
  function open(html, label) {
    pbody.innerHTML = html;
    panel.hidden = false;
    panel.setAttribute("aria-label", label || "Details");
    panel.focus({ preventScroll: true });
  }
  document.getElementById("close").addEventListener("click", function () { panel.hidden = true; delete panel.dataset.rule; clearHl(); });

  /* ---- interventions ---- */
  function kindOf(el) { var m = /\bk-(\w)\b/.exec(el.className); return m ? m[1] : "x"; }
  function describe(alt, choice) {
    var k = alt.classList.contains("fw") ? "f" : kindOf(alt), w = M.W[+alt.dataset.w] || ["", "", "", ""], before, after;
    if (alt.classList.contains("hy")) { before = "-"; after = "(joined)"; }
    else if (alt.classList.contains("fw")) { before = alt.textContent.replace(/\s+/g, " ").trim(); after = "(set apart as furniture)"; }
    else {
      after = textIn(alt, SHOWN_IN[k] || "d");
      var parent = alt.parentNode;
      if (k === "o") { var sic = Array.prototype.find.call(parent.children, function (c) { return !c.classList.contains("hs"); }); before = sic ? textIn(sic, "s") : ""; }
      else before = textIn(parent, "d");
    }
    return { id: alt.dataset.id, kind: KIND[k] || k, type: w[0], reason: w[1], conf: w[2], resp: w[3], before: before, after: after };
  }
  function showChoice(el) {
    var alts = el.matches("[data-id]") ? [el] : Array.prototype.slice.call(el.querySelectorAll(".a[data-id], .hy[data-id]"));
    var html = "<h2>" + (alts.length > 1 ? alts.length + " interventions" : "Intervention") + "</h2>";
    alts.forEach(function (alt) {
      var d = describe(alt, el), dec = decisions()[d.id];
      html += '<section class="iv" data-iv="' + esc(d.id) + '"><h3>' + esc(d.kind) + " <code>" + esc(d.id) + "</code></h3><dl>" +
        "<dt>Kind</dt><dd>" + esc(d.kind) + (d.type ? " (" + esc(d.type) + ")" : "") + "</dd>" +
        '<dt>Before → after</dt><dd class="ba"><q>' + esc(d.before) + "</q> → <q>" + esc(d.after) + "</q></dd>" +
        "<dt>Confidence</dt><dd>" + esc(d.conf) + "</dd><dt>Reason</dt><dd>" + esc(d.reason) + "</dd>" +
        "<dt>Who</dt><dd>" + esc(d.resp) + "</dd><dt>Id</dt><dd><code>" + esc(d.id) + "</code></dd></dl>" +
        (d.kind === "furniture" ? "" : decisionForm(d.id, dec, d)) + "</section>";
    });
    open(html, "Intervention details");
    delete panel.dataset.rule;
  }
  function decisionForm(id, dec, d) {
    var a = dec ? dec.action : "", f = "dec-" + id.replace(/\W/g, "_");
    var word = d.before.trim().toLowerCase(), form = "form:" + word;
    var every = (d.kind === "regularisation" || d.kind === "normalisation") && word && !/\s/.test(word)
      ? '<label><input type="checkbox" name="every" data-form="' + esc(form) + '" data-kind="' + esc(d.kind) + '"' +
        (decisions()[form] ? " checked" : "") + "> for every “" + esc(word) + "” of the book (<code>" + esc(form) + "</code>)</label>" : "";
    function radio(v, label) { return '<label><input type="radio" name="' + f + '" value="' + v + '"' + (a === v ? " checked" : "") + "> " + label + "</label> "; }
    return '<form class="decide" data-target="' + esc(id) + '"><fieldset><legend>Your decision</legend>' +
      radio("accept", "Accept") + radio("reject", "Reject") + radio("replace", "Replace") +
      '<label>Replacement <input type="text" name="value" value="' + esc(dec ? dec.value : "") + '"></label>' +
      '<label>Note <input type="text" name="note" value="' + esc(dec ? dec.note : "") + '"></label>' +
      every + '<button type="submit">Save decision</button> ' + (dec ? '<button type="button" class="undo">Remove decision</button>' : "") +
      "</fieldset></form>";
  }
  main.addEventListener("click", function (ev) {
    if (window.getSelection && String(window.getSelection()).length > 1) return;
    var el = ev.target.closest(".c") || ev.target.closest(".hy, .fw[data-id]");
    if (el && !ev.target.closest(".rt")) { showChoice(el.classList.contains("c") ? el : el); }
  });
  main.addEventListener("keydown", function (ev) {
    if ((ev.key === "Enter" || ev.key === " ") && ev.target.matches(".c, .hy, .fw[data-id]")) { ev.preventDefault(); showChoice(ev.target); }
  });

  /* ---- editors' decisions (localStorage) and their export as overrides.tsv ---- */
  function decisions() { try { return JSON.parse(load("decisions") || "{}"); } catch (e) { return {}; } }
  function saveDecisions(d) { store("decisions", JSON.stringify(d)); markDecisions(); }
  function clean(s) { return String(s || "").replace(/[\t\r\n]+/g, " ").trim(); }
  function markDecisions() {
    var d = decisions(), n = Object.keys(d).length;
    document.getElementById("ndec").textContent = "(" + n + ")";
    document.querySelectorAll(".dec").forEach(function (e) { e.classList.remove("dec"); });
    Object.keys(d).forEach(function (id) {
      var el = document.querySelector('[data-id="' + CSS.escape(id) + '"]');
      if (el) (el.closest(".c") || el).classList.add("dec");
    });
  }
  pbody.addEventListener("submit", function (ev) {
    var f = ev.target; ev.preventDefault();
    var d = decisions();
    if (f.classList.contains("decide")) {
      var act = (f.querySelector("input[type=radio]:checked") || {}).value;
      if (!act) { alert("Choose accept, reject or replace."); return; }
      var val = clean(f.elements.value.value);
      if (act === "replace" && !val) { alert("A replacement needs a value."); return; }
      var every = f.querySelector("input[name=every]:checked"), note = clean(f.elements.note.value);
      if (every) d[every.dataset.form] = { action: act, value: act === "replace" ? val : "", note: "kind=" + every.dataset.kind + (note ? "; " + note : "") };
      else d[f.dataset.target] = { action: act, value: act === "replace" ? val : "", note: note };
      saveDecisions(d);
      f.querySelector("legend").textContent = "Your decision (saved: " + act + ")";
    } else if (f.id === "add-form") {
      var e = f.elements, line = +e.line.value, a = +e.start.value, b = +e.end.value;
      if (!line || !(b > a) || !clean(e.value.value)) { alert("A place (line, start < end) and a reading are needed."); return; }
      var note = "kind=" + e.kind.value + (e.before.value ? "; before=" + e.before.value : "") + (clean(e.note.value) ? "; " + clean(e.note.value) : "");
      d["@" + line + ":" + a + "-" + b] = { action: "add", value: clean(e.value.value), note: note };
      saveDecisions(d); showDecisions();
    }
  });
  pbody.addEventListener("click", function (ev) {
    var t = ev.target, d = decisions();
    if (t.classList.contains("undo")) {
      var id = t.dataset.target || t.closest("form").dataset.target;
      delete d[id]; saveDecisions(d); if (t.dataset.target) showDecisions(); else t.remove();
    } else if (t.id === "export") exportFile();
    else if (t.id === "use-selection") fromSelection();
  });
  function exportText() {
    var d = decisions(), used = {}, out = [], base = window.MAISON_OVERRIDES || "";
    if (!base.trim()) base = "# Editors' decisions on the machine's interventions, applied last at every build.\nid\taction\tvalue\tnote\n";
    base.replace(/\n$/, "").split("\n").forEach(function (line) {
      var t = line.split("\t")[0].trim();
      if (!line.trim() || line.trim()[0] === "#" || /^id\t/.test(line) || !d[t]) { out.push(line); return; }
      used[t] = 1; out.push([t, d[t].action, d[t].value, d[t].note].join("\t"));
    });
    Object.keys(d).forEach(function (t) { if (!used[t]) out.push([t, d[t].action, d[t].value, d[t].note].join("\t")); });
    return out.join("\n") + "\n";
  }
  function exportFile() {
    var blob = new Blob([exportText()], { type: "text/tab-separated-values" });
    var a = document.createElement("a");
    a.href = URL.createObjectURL(blob); a.download = "overrides.tsv";
    document.body.appendChild(a); a.click(); a.remove();
    setTimeout(function () { URL.revokeObjectURL(a.href); }, 1000);
  }
  window.maisonExport = exportText;
  function showDecisions() {
    var d = decisions(), ids = Object.keys(d);
    var rows = ids.map(function (t) {
      return "<li><code>" + esc(t) + "</code> " + esc(d[t].action) + (d[t].value ? " <q>" + esc(d[t].value) + "</q>" : "") +
        (d[t].note ? " — " + esc(d[t].note) : "") + ' <button type="button" class="undo" data-target="' + esc(t) + '">Remove</button></li>';
    }).join("");
    open("<h2>Your decisions</h2><p>Kept in this browser. Export writes <code>overrides.tsv</code> in the format of " +
      "<code>corpus/edits/overrides.tsv</code> (its current rows kept): put it there and run <code>make corpus</code>.</p>" +
      (ids.length ? '<ul class="declist">' + rows + "</ul>" : "<p>None yet: open an intervention in the text.</p>") +
      '<p><button type="button" id="export">Export overrides.tsv</button></p>' +
      '<form id="add-form"><fieldset><legend>Add a reading to a word</legend>' +
      '<p>Select the word in the text, then <button type="button" id="use-selection">Use the selection</button></p>' +
      '<label>Source line <input type="text" name="line" inputmode="numeric"></label>' +
      '<label>Start column <input type="text" name="start" inputmode="numeric"></label>' +
      '<label>End column <input type="text" name="end" inputmode="numeric"></label>' +
      '<label>Text there now <input type="text" name="before"></label>' +
      '<label>Kind <select name="kind"><option value="ocr">ocr</option><option value="regularisation">regularisation</option><option value="normalisation">normalisation</option></select></label>' +
      '<label>Reading <input type="text" name="value"></label><label>Note <input type="text" name="note"></label>' +
      '<button type="submit">Add</button></fieldset></form>', "Your decisions");
  }
  document.getElementById("decisions").addEventListener("click", showDecisions);

  /* A place in the OCR's source: (source line, column, the line's text so far). The page
     holds the source reading (every element but .hs), and each .lb starts a line. */
  function sourcePlace(node, offset, atEnd) {
    var target = null;
    var inside = (node.nodeType === 1 ? node : node.parentNode).closest(".hs, .hy, .rt, .par, .appm");
    if (inside) { target = inside.closest(".c") || inside; }
    else if (node.nodeType === 1) {
      if (offset < node.childNodes.length) { target = node.childNodes[offset]; atEnd = false; }
      else { target = node; atEnd = true; }
    }
    var line = 0, col = 0, text = "", found = null;
    function walk(el) {
      for (var i = 0; i < el.childNodes.length && !found; i++) {
        var n = el.childNodes[i];
        if (n === target && !atEnd) { found = [line, col, text]; return; }
        if (n.nodeType === 3) {
          text += n.nodeValue;
          if (n === node && !target) { found = [line, col + offset, text]; return; }
          col += n.nodeValue.length;
          continue;
        }
        if (n.nodeType !== 1 || n.classList.contains("hs") || n.classList.contains("rt") || n.classList.contains("par") || n.classList.contains("appm")) continue;
        if (n.classList.contains("lb")) { line = +n.dataset.n; col = 0; text = ""; continue; }
        walk(n);
        if (n === target && atEnd && !found) { found = [line, col, text]; return; }
      }
    }
    walk(main);
    return found || [line, col, text];
  }
  function fromSelection() {
    var sel = window.getSelection();
    if (!sel || sel.rangeCount === 0 || sel.isCollapsed) { alert("Select a word in the text first."); return; }
    var r = sel.getRangeAt(0), a = sourcePlace(r.startContainer, r.startOffset, false), b = sourcePlace(r.endContainer, r.endOffset, true);
    var f = document.getElementById("add-form").elements;
    if (a[0] !== b[0]) { alert("The selection must lie on one source line."); return; }
    f.line.value = a[0]; f.start.value = a[1]; f.end.value = b[1];
    f.before.value = f.kind.value === "ocr" ? b[2].slice(a[1], b[1]) : String(sel).trim();
  }
  window.maisonSourcePlace = sourcePlace;

  /* ---- rules: their type, predicates, code, tests and contradictions ---- */
  function clearHl() { document.querySelectorAll(".rule.hl").forEach(function (e) { e.classList.remove("hl"); }); }
  function showRule(id, scroll) {
    var r = rules[id]; if (!r) return false;
    var parts = document.querySelectorAll('.rule[data-r="' + CSS.escape(id) + '"]');
    clearHl(); parts.forEach(function (p) { p.classList.add("hl"); });
    if (scroll && parts[0]) parts[0].scrollIntoView({ block: "start" });
    var txt = Array.prototype.map.call(parts, function (p) { return textIn(p, reading()); }).join(" ").replace(/\s+/g, " ").trim();
    var quotes = [];
    r[1].forEach(function (name) { ((data.preds[name] || {}).quotes || []).forEach(function (q) { quotes.push(q); }); });
    var html = '<h2>Rule <code>' + esc(id) + "</code></h2><dl><dt>Type</dt><dd class=\"rtype\">" + esc(r[0]) + "</dd>" +
      (r[5] ? "<dt>Printed number</dt><dd>" + esc(r[5]) + "</dd>" : "") + "<dt>Page</dt><dd>" + esc(r[3]) + "</dd>" +
      "<dt>Reading</dt><dd>" + esc(readingName()) + "</dd></dl>" + '<p class="txt" lang="fr">' + markQuotes(txt, quotes) + "</p>";
    if (r[2]) html += '<p class="notexec"><b>Not executable: ' + esc(r[2]) + ".</b> " + esc((M.reasons || {})[r[2]] || "") + "</p>";
    if (r[1].length) {
      html += "<h3>Predicates (" + r[1].length + ")</h3>";
      r[1].forEach(function (name) {
        var p = data.preds[name] || {};
        var tests = (p.tests || []).map(function (t) { return "<li><code>" + esc(t[0]) + ":" + esc(t[1]) + "</code> " + esc(t[2]) + "</li>"; }).join("");
        html += '<section class="pred"><h4><code>' + esc(name) + "</code> <small>(" + esc(p.status || "") + ")</small></h4>" +
          (p.summary ? "<p>" + esc(p.summary) + "</p>" : "") +
          (p.missing && p.missing[id] ? '<p class="missing"><b>Does part of this rule.</b> Not done: ' + esc(p.missing[id]) + "</p>" : "") +
          "<p>Quoted words: " + (p.quotes || []).map(function (q) { return "<q lang=\"fr\">" + esc(q) + "</q>"; }).join(", ") + "</p>" +
          '<p>Source: <code class="src-loc">' + esc(p.file) + ":" + esc(p.line) + "</code></p>" +
          "<p>Tests (" + (p.tests || []).length + "):</p><ul class=\"tests\">" + tests + "</ul></section>";
      });
    } else if (!r[2]) html += "<p>No predicate implements this rule yet.</p>";
    r[4].forEach(function (i) {
      var f = data.findings[i];
      html += '<section class="finding"><h3>Where the book contradicts itself: ' + esc(f.title) + "</h3>" + f.html + "</section>";
    });
    open(html, "Rule " + id);
    panel.dataset.rule = id;
    return true;
  }
  function markQuotes(txt, quotes) {
    var f = fold(txt), marks = [];
    quotes.forEach(function (q) { var i = f.indexOf(fold(q)); if (i >= 0) marks.push([i, i + q.length]); });
    marks.sort(function (a, b) { return a[0] - b[0]; });
    var out = "", at = 0;
    marks.forEach(function (m) { if (m[0] < at) return; out += esc(txt.slice(at, m[0])) + "<mark>" + esc(txt.slice(m[0], m[1])) + "</mark>"; at = m[1]; });
    return out + esc(txt.slice(at));
  }
  function fromHash(scroll) {
    var id = decodeURIComponent(location.hash.slice(1));
    if (id && rules[id]) showRule(id, scroll);
  }
  window.addEventListener("hashchange", function () { fromHash(true); });

  /* ---- the witnesses: a rule's variants with the other witness (the 1642 Piquet) ---- */
  var app = data.app || {};
  function showVariants(id) {
    var entries = app[id] || [], parts = document.querySelectorAll('.rule[data-r="' + CSS.escape(id) + '"]');
    clearHl(); parts.forEach(function (p) { p.classList.add("hl"); });
    var par = Array.prototype.map.call(document.querySelectorAll('.rule[data-r="' + CSS.escape(id) + '"] a.par'), function (a) {
      return '<a href="' + esc(a.getAttribute("href")) + '">' + esc(a.textContent) + "</a>";
    }).join(", ");
    var rows = entries.map(function (e) {
      var w = (e.wits || ["1665", "1642"]).map(function (s) { return String(s).replace(/^w/, ""); });
      var run = e.run ? '<p class="run">Changes play: <code>' + esc(e.run.predicate) + "</code>, " + esc(e.run.situation) +
        ": under " + esc(w[0]) + " <b>" + esc(e.run.results[0]) + "</b>; under " + esc(w[1]) + " <b>" + esc(e.run.results[1]) + "</b></p>" : "";
      return '<li class="' + (e.substantive ? "subst" : "minor") + '"><span class="kind">' + esc(e.kind) + (e.slip ? " (probably a slip)" : "") +
        (e.substantive ? ", substantive" : "") + '</span><dl><dt>' + esc(w[0]) + "</dt><dd><q lang=\"fr\">" + esc(e.lem || "—") +
        "</q></dd><dt>" + esc(w[1]) + "</dt><dd><q lang=\"fr\">" + esc(e.rdg || "—") + "</q></dd></dl>" + run + "</li>";
    }).join("");
    var subst = entries.filter(function (e) { return e.substantive; }).length;
    open("<h2>Variants of <code>" + esc(id) + "</code></h2><p>" + entries.length + " places where the witnesses differ, " + subst +
      " substantive" + (par ? "; the other witness's passage: " + par : "") + '.</p><ul class="apparatus">' + rows + "</ul>", "Variants of " + id);
    panel.dataset.rule = id;
  }
  main.addEventListener("click", function (ev) {
    var m = ev.target.closest(".appm"); if (m) { ev.stopPropagation(); showVariants(m.dataset.r); }
  }, true);
  main.addEventListener("keydown", function (ev) {
    if ((ev.key === "Enter" || ev.key === " ") && ev.target.matches(".appm")) { ev.preventDefault(); showVariants(ev.target.dataset.r); }
  });
  main.querySelectorAll(".appm").forEach(function (m) { m.setAttribute("role", "button"); m.tabIndex = 0; m.setAttribute("aria-label", m.title + " (rule " + m.dataset.r + ")"); });

  /* ---- search: MiniSearch over every reading of the whole book ---- */
  var index = null;
  function script(src) {
    return new Promise(function (ok, ko) { var s = document.createElement("script"); s.src = src; s.onload = ok; s.onerror = ko; document.head.appendChild(s); });
  }
  function ensureIndex() {
    if (index) return Promise.resolve(index);
    var need = [];
    if (!window.MiniSearch) need.push(script("minisearch.js"));
    if (!window.MAISON_DOCS) need.push(script("search-data.js"));
    return Promise.all(need).then(function () {
      index = new window.MiniSearch({
        fields: ["d", "r", "n"], idField: "i",
        processTerm: function (t) { return fold(t); },
        searchOptions: { prefix: true, fuzzy: function (t) { return t.length >= 8 ? 1 : 0; }, combineWith: "AND", boost: { n: 1.2 } }
      });
      index.addAll(window.MAISON_DOCS.map(function (x, i) { return { i: i, d: x[2], r: x[3] || x[2], n: x[4] || x[3] || x[2] }; }));
      return index;
    });
  }
  function search(q) {
    return ensureIndex().then(function (ix) {
      var found = ix.search(q).slice(0, 100), key = reading();
      var terms = {};
      found.forEach(function (h) { h.terms.forEach(function (t) { terms[t] = 1; }); });
      var items = found.map(function (h) {
        var x = window.MAISON_DOCS[h.id], text = key === "d" ? x[2] : key === "r" ? (x[3] || x[2]) : (x[4] || x[3] || x[2]);
        return '<li><a href="' + esc(x[0].replace(".html", ".html?reading=" + readingName())) + '">' + esc(x[1]) + " — <code>" + esc(x[0].split("#")[1]) + "</code></a>" +
          '<div class="snip" lang="fr">' + snippet(text, Object.keys(terms)) + "</div></li>";
      }).join("");
      open("<h2>" + found.length + (found.length === 100 ? "+" : "") + " results for <q>" + esc(q) + "</q></h2>" +
        '<ul class="results">' + items + "</ul>", "Search results");
      delete panel.dataset.rule;
      return found.length;
    });
  }
  function snippet(text, terms) {
    var words = text.split(/(\s+)/), hit = -1;
    var out = words.map(function (w, i) {
      var f = fold(w).replace(/[^\w]/g, "");
      if (f && terms.some(function (t) { return f.indexOf(t) === 0; })) { if (hit < 0) hit = i; return "<mark>" + esc(w) + "</mark>"; }
      return esc(w);
    });
    var from = Math.max(0, hit - 24), to = Math.min(out.length, Math.max(hit, 0) + 40);
    return (from ? "… " : "") + out.slice(from, to).join("") + (to < out.length ? " …" : "");
  }
  document.getElementById("search").addEventListener("submit", function (ev) {
    ev.preventDefault(); var q = document.getElementById("q").value.trim(); if (q) search(q);
  });
  window.maisonSearch = search;

  /* ---- start ---- */
  main.querySelectorAll(".c, .hy, .fw[data-id]").forEach(function (el) {
    if (!el.classList.contains("c") && el.parentElement.closest(".c, .fw[data-id]")) return;  // explained with its word
    el.setAttribute("role", "button"); el.tabIndex = 0;
    if (el.classList.contains("hy")) el.setAttribute("aria-label", "hyphenation " + el.dataset.id);
    if (el.classList.contains("fw")) el.setAttribute("aria-label", "furniture: " + el.textContent.trim());
  });
  var params = new URLSearchParams(location.search);
  setReading(params.get("reading") || load("reading") || "diplomatic");
  markDecisions();
  fromHash(true);
  var q = params.get("q"); if (q) { document.getElementById("q").value = q; search(q); }
  body.dataset.ready = String(Math.round(performance.now()));  // ms since navigation began
})();
