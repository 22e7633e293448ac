/* The triage page (triage.html): paste a traceback or log, see the articles that answer it, best first.
 *
 * Runs on every input event, in the page (no request): matching is mskbLookup over window.MSKB_TRIAGE_INDEX, the
 * script the build writes (assets/javascripts/mskb-triage-index.js). Pasted text is shown with textContent only.
 * When no article covers the error, the page says so (no guess for a pasted error) and links the guide on reading
 * errors; "复制论坛提问" prepares a forum post from the paste (clipboard API where allowed, else select + copy).
 */
(function () {
  "use strict";
  var LIMIT = 5, LARGE = 200000;
  var GUIDE = "basics/read-mindspore-errors.html";   // the no-article path: how to read an error, how to ask

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function relUrl(url) {
    try {
      var base = JSON.parse(document.getElementById("__config").textContent).base || ".";
      return base.replace(/\/?$/, "/") + url;
    } catch (e) { return url; }
  }

  /* The lines around the matched span, the span itself in <mark>. */
  function excerpt(text, start, end) {
    var from = text.lastIndexOf("\n", start - 1) + 1;
    var to = text.indexOf("\n", end);
    if (to === -1) to = text.length;
    if (to - from > 600) { from = Math.max(from, start - 200); to = Math.min(to, end + 200, from + 600); }
    var pre = el("pre", "mskb-triage__excerpt"), code = el("code");
    code.appendChild(document.createTextNode(text.slice(from, start)));
    code.appendChild(el("mark", null, text.slice(start, Math.min(end, to))));
    code.appendChild(document.createTextNode(text.slice(Math.min(end, to), to)));
    pre.appendChild(code);
    return pre;
  }

  /* The site's address (for links a forum post can use): site_url from the canonical link, else this page's. */
  function absUrl(url) {
    var canonical = document.querySelector('link[rel="canonical"]');
    try { return new URL(url, canonical ? canonical.href : location.href).href; } catch (e) { return url; }
  }

  function noArticle(status) {
    status.textContent = "";
    status.appendChild(document.createTextNode("还没有文章覆盖这个报错：没有文章的报错特征与它吻合，按文字猜也多半会猜错，所以这里不猜。先看"));
    var a = el("a", null, "怎样读懂 MindSpore 的报错");
    a.href = relUrl(GUIDE);
    a.setAttribute("data-guide", "1");
    status.appendChild(a);
    status.appendChild(document.createTextNode("（找哪一行、C++ 调用栈和 analyze_fail.ir 怎么看、怎么查版本）；要去论坛提问，用下面的“复制论坛提问”。"));
  }

  function render(list, status, results, ms) {
    list.textContent = "";
    status.setAttribute("data-ms", String(ms));
    if (!results.length) {
      noArticle(status);
      status.setAttribute("data-answer", "none");
      return;
    }
    var tier = results[0].tier;
    // data-answer keeps its two old values for the first tier and the guesses; codes and family pages say so.
    status.setAttribute("data-answer", tier);
    status.textContent = {
      signature: "找到 " + results.length + " 条结果，按匹配程度排列。",
      code: "日志里有 CANN 错误码：按错误码回答（错误码比前面 MindSpore 的通用报错更能说明问题）。",
      family: "这一行是 MindSpore 的通用报错，不说明是哪个算子或错误码：下面是这一类报错的总页。",
      guess: "没有文章的报错特征与之吻合。下面的结果是猜测（只有通用报错行或相同的关键词，未经报错特征确认）。"
    }[tier];
    results.forEach(function (r, i) {
      var li = el("li", "mskb-triage__result" + (r.guess ? " mskb-triage__result--guess" : ""));
      li.setAttribute("data-article-id", r.id);
      li.setAttribute("data-tier", r.tier);
      li.setAttribute("data-score", String(r.score));
      var h = el("div", "mskb-triage__title");
      var a = el("a", null, r.title);
      a.href = relUrl(r.url);
      h.appendChild(a);
      var badge = { code: "错误码", family: "同类报错总页", guess: "猜测" }[r.tier];
      if (badge) h.appendChild(el("span", "mskb-triage__badge", badge));
      if (i === 0 && !r.guess) h.appendChild(el("span", "mskb-triage__badge mskb-triage__badge--best", "最匹配"));
      li.appendChild(h);
      var why = el("div", "mskb-triage__why");
      if (r.matched.code) {
        why.appendChild(document.createTextNode((r.matched.by === "template" ? "没有错误码，但这段文字是 " + r.matched.code +
          " 的消息模板" : "错误码 " + r.matched.code) + "，第 " + r.matched.line + " 行："));
        why.appendChild(el("code", null, r.matched.text));
      } else if (r.tier === "family" || (r.guess && !r.matched.terms)) {
        why.appendChild(document.createTextNode("只匹配到通用报错行（第 " + r.matched.line + " 行）："));
        why.appendChild(el("code", null, r.matched.text));
      } else if (r.guess) {
        why.appendChild(document.createTextNode("共同的关键词："));
        r.matched.terms.forEach(function (t, k) {
          if (k) why.appendChild(document.createTextNode("、"));
          why.appendChild(el("code", null, t));
        });
      } else {
        var m = r.matched;
        why.appendChild(document.createTextNode("报错特征 "));
        why.appendChild(el("code", "mskb-triage__sig", m.type + ": /" + m.match + "/"));
        why.appendChild(document.createTextNode(
          " 匹配第 " + m.line + " 行" + (m.coherent ? "" : "（" + m.type + ": 在第 " + m.type_line + " 行）") + "："));
        li.appendChild(why);
        li.appendChild(excerpt(r.text, r.span[0], r.span[1]));
        if (m.versions && m.versions.length)
          li.appendChild(el("div", "mskb-triage__why mskb-triage__versions",
            "本站运行记录里打印这条报错的 MindSpore 版本：" + m.versions.join("、")));
        list.appendChild(li);
        return;
      }
      li.appendChild(why);
      list.appendChild(li);
    });
  }

  /* A forum post prepared from the paste: the key lines, placeholders for what the reader must add, and what this
     page already found. Plain text (the reader pastes it into a forum editor). */
  function forumPost(rules, text, results) {
    var lines = rules.keyLines(text);
    var head = (lines[0] || "（报错的最后一行：XxxError: ……）").slice(0, 120);
    var tried = results.length
      ? results.map(function (r) {
          return "- " + ({ code: "（错误码）", family: "（同类报错）", guess: "（猜测）" }[r.tier] || "") + r.title + "：" + absUrl(r.url);
        }).join("\n")
      : "- 没有文章的报错特征与之吻合。";
    return [
      "【问题】" + head, "",
      "【环境】",
      "- MindSpore 版本：（python -c \"import mindspore; print(mindspore.__version__)\" 的输出）",
      "- 设备：CPU / GPU / Ascend（型号；GPU 写 CUDA 版本）",
      "- Ascend：CANN 版本（cat /usr/local/Ascend/ascend-toolkit/latest/version.cfg）、驱动版本（npu-smi info）",
      "- 运行模式：PYNATIVE_MODE / GRAPH_MODE（或 @jit）",
      "- Python 版本、操作系统：", "",
      "【最小复现代码】", "（能单独运行、能复现这个报错的最短代码）", "",
      "【报错的关键几行】"].concat(lines.length ? lines : ["（贴上最后的 XxxError: …… 一行）"]).concat([
      "",
      "【完整报错】", "（完整的堆栈和日志，贴文字，不要截图；Ascend 上包括 Ascend Error Message 一段；" +
        "静态图编译失败时附上当前目录下的 rank_0/om/analyze_fail.ir）", "",
      "【已经查过】",
      "- MindSpore 排障手册“按报错查文章”（" + absUrl("triage.html") + "）：",
      tried
    ]).join("\n");
  }

  function copyText(area, note) {
    area.hidden = false;
    area.focus();
    area.select();
    var done = function () { note.textContent = "已复制：粘贴到论坛，再把括号里的内容换成你的信息。"; };
    var manual = function () { note.textContent = "无法直接写入剪贴板：内容已选中，请按 Ctrl+C（Mac：⌘C）复制。"; };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(area.value).then(done, function () {
        try { if (document.execCommand("copy")) done(); else manual(); } catch (e) { manual(); }
      });
      return;
    }
    try { if (document.execCommand("copy")) done(); else manual(); } catch (e) { manual(); }
  }

  document.addEventListener("DOMContentLoaded", function () {
    var input = document.getElementById("triage-input");
    if (!input) return;
    var list = document.getElementById("triage-results");
    var status = document.getElementById("triage-status");
    var button = document.getElementById("triage-run");
    var index = window.MSKB_TRIAGE_INDEX, matcher;
    try { matcher = new window.mskbLookup.Matcher(index); }
    catch (e) { status.textContent = "查找数据没有加载（assets/javascripts/mskb-triage-index.js）：" + e.message; return; }
    var pending = 0, lastValue = null, lastResults = [];
    var forum = document.getElementById("triage-forum");
    var forumText = document.getElementById("triage-forum-text");
    var forumNote = document.getElementById("triage-forum-note");

    function run() {
      pending = 0;
      var value = input.value;
      if (value === lastValue) return;
      lastValue = value;
      if (!value.trim()) {
        list.textContent = ""; status.textContent = ""; status.removeAttribute("data-answer");
        if (forum) forum.hidden = true;
        return;
      }
      var t0 = performance.now();
      var results = matcher.match(value, LIMIT);
      lastResults = results;
      render(list, status, results, performance.now() - t0);
      if (forum) { forum.hidden = false; forumText.hidden = true; forumNote.textContent = ""; }
      list.setAttribute("data-query-length", String(value.length));
      document.dispatchEvent(new CustomEvent("mskb:triage", {
        detail: { length: value.length, at: performance.now(), ms: performance.now() - t0,
                  ids: results.map(function (r) { return r.id; }) } }));
    }
    function schedule() {
      if (input.value.length < LARGE) { run(); return; }
      // A large paste: let the page paint "分析中" first, then match.
      status.textContent = "分析中……";
      if (!pending) pending = setTimeout(run, 0);
    }
    input.addEventListener("input", schedule);
    if (button) button.addEventListener("click", function () { lastValue = null; run(); });
    var forumButton = document.getElementById("triage-forum-copy");
    if (forumButton) forumButton.addEventListener("click", function () {
      forumText.value = forumPost(matcher.rules, input.value, lastResults);
      copyText(forumText, forumNote);
    });
    // The home page's box sends its text here as ?q=...
    var q = new URLSearchParams(location.search).get("q");
    if (q) { input.value = q; run(); }
    window.mskbTriage = { run: function () { lastValue = null; run(); }, matcher: matcher };
  });
})();
