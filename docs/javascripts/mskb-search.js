/* The search box for error text and Chinese questions (Material for MkDocs 9.8's built-in search, wrapped).
 *
 * What Material does that we correct here (each held by a browser test):
 *   - a quoted `File "..."` in a pasted traceback becomes required terms (0 results): we send only the key lines;
 *   - short words (`to`, `max`) prefix-match unrelated titles: stop words dropped, words of <= 3 letters exact;
 *   - the last word of a Chinese run is dropped by Material's segmenter: we segment with the index's own words.
 * The rest is configuration (mkdocs.yml, plugins.search: no stemmer, a separator that splits punctuation).
 *
 * How: every query Material posts to its search worker ({type: 2 = QUERY, data: string}) is rewritten by
 * mskbLookup.searchQuery before it leaves the page; a paste of several lines into the search box is reduced
 * to its key lines, so the reader sees what is searched. This relies on Material's worker message format
 * (pinned: mkdocs-material==9.8.2 in requirements.lock); if the format changes, the browser test fails.
 */
(function () {
  "use strict";
  var QUERY = 2;                       // SearchMessageType.QUERY in Material 9.x
  var lookup = window.mskbLookup;
  var vocab = null;
  if (!lookup) return;

  function base() {
    try { return JSON.parse(document.getElementById("__config").textContent).base || "."; }
    catch (e) { return "."; }
  }

  // The words of the search index (jieba's segmentation at build time) and the lookup rules, from the build.
  function loadVocab() {
    if (vocab || window.__mskbVocabLoading) return;
    window.__mskbVocabLoading = true;
    var s = document.createElement("script");
    s.src = base().replace(/\/?$/, "/") + "search/mskb-vocab.js";
    s.onload = function () {
      var words = (window.__mskbVocab || "").split(" "), max = 1;
      for (var i = 0; i < words.length; i++) if (words[i].length > max) max = words[i].length;
      vocab = { words: new Set(words), maxLen: Math.min(max, 12), common: window.__mskbCommon || {},
                rules: new lookup.Rules(window.__mskbLookupRules) };
    };
    document.head.appendChild(s);
  }

  // window.__mskbSearchRaw = true sends queries unchanged (scripts/bench_search.py measures Material alone).
  function raw() { return window.__mskbSearchRaw === true; }

  function rewrite(value) {
    var q = raw() ? value : lookup.searchQuery(value, vocab);
    window.__mskbLastQuery = { value: value, query: q };
    return q;
  }

  // Patch the prototype of whatever Worker class is in use (native, or iframe-worker's shim on file://):
  // the search worker already exists when this script runs, and looks the method up at each call.
  function patch(proto) {
    if (!proto || proto.__mskbPatched) return;
    var post = proto.postMessage;
    proto.postMessage = function (message) {
      if (message && message.type === QUERY && typeof message.data === "string") {
        message = { type: QUERY, data: rewrite(message.data) };
        watch(this);
        sent.push(performance.now());
      }
      return post.apply(this, [message].concat(Array.prototype.slice.call(arguments, 1)));
    };
    proto.__mskbPatched = true;
  }

  // When results arrive (after Material's own listener, registered first, has rendered them): a "mskb:search"
  // event with the time since the query left, for the latency benchmark.
  var sent = [], watched = typeof WeakSet !== "undefined" ? new WeakSet() : null;
  function watch(worker) {
    if (!watched || watched.has(worker)) return;
    watched.add(worker);
    worker.addEventListener("message", function (ev) {
      if (!ev.data || ev.data.type !== QUERY + 1) return;   // RESULT
      var t = performance.now(), t0 = sent.shift();
      var last = window.__mskbLastQuery || {};
      document.dispatchEvent(new CustomEvent("mskb:search", {
        detail: { value: last.value, query: last.query, at: t, ms: t0 === undefined ? null : t - t0 } }));
    });
  }
  if (window.Worker) patch(window.Worker.prototype);

  document.addEventListener("DOMContentLoaded", function () {
    var input = document.querySelector("input[data-md-component=search-query]");
    if (!input) return;
    loadVocab();
    // A paste of several lines: keep what identifies the error (an <input> would glue the lines together).
    input.addEventListener("paste", function (ev) {
      var data = ev.clipboardData && ev.clipboardData.getData("text/plain");
      if (raw() || !vocab || !data || !lookup.looksLikeLog(data) || data.indexOf("\n") === -1) return;
      ev.preventDefault();
      var reduced = vocab.rules.keyLines(data).join(" ");
      input.value = reduced.length > 500 ? reduced.slice(0, 500) : reduced;
      input.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }));
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
  });
  window.mskbSearch = { rewrite: rewrite, patched: !!(window.Worker && window.Worker.prototype.__mskbPatched),
                        vocab: function () { return vocab; } };
})();
