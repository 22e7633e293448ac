/* "Copy link" for forum answers: on every article, and on each of its section headings.
 *
 * The build (mskb/build.py) puts <div id="mskb-link" hidden data-short-link="e/<id>.html" data-title="…"
 * data-site-url="…"> at the top of each article. A click copies a ready forum answer in Markdown,
 *   [标题 · 解决方法](https://<site_url>/e/<id>.html#fix)
 * and opens a small panel with that and the plain URL, each with its own copy button.
 * The base URL is `site_url` from mkdocs.yml; without one, the address the page was opened from is used.
 * No network, no external library: works opened from disk (file://) and from a host under any sub-path.
 */
(function () {
  "use strict";

  function baseUrl(data) {
    var site = data.getAttribute("data-site-url") || "";
    if (site) return site.replace(/\/?$/, "/");
    var base = ".";
    var cfg = document.getElementById("__config");
    try { base = JSON.parse(cfg.textContent).base || "."; } catch (e) { /* keep "." */ }
    return new URL(base.replace(/\/?$/, "/"), location.href).href;
  }

  function mdEscape(text) {
    return text.replace(/\\/g, "\\\\").replace(/\[/g, "\\[").replace(/\]/g, "\\]");
  }

  function headingText(h) {
    var c = h.cloneNode(true);
    c.querySelectorAll(".headerlink, .mskb-copy-link").forEach(function (n) { n.remove(); });
    return c.textContent.replace(/\s+/g, " ").trim();
  }

  function fallbackCopy(text) {
    var ta = document.createElement("textarea");
    ta.value = text;
    ta.setAttribute("readonly", "");
    ta.style.position = "fixed";
    ta.style.top = "0";
    ta.style.opacity = "0";
    document.body.appendChild(ta);
    ta.select();
    var ok = false;
    try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
    ta.remove();
    return ok;
  }

  // navigator.clipboard exists only in secure contexts (https, localhost, file://); plain http falls back.
  function copyText(text) {
    window.mskbLastCopied = text;
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text).then(function () { return true; },
        function () { return fallbackCopy(text); });
    }
    return Promise.resolve(fallbackCopy(text));
  }

  function row(label, value, name) {
    var wrap = document.createElement("div");
    wrap.className = "mskb-share__row";
    var l = document.createElement("span");
    l.className = "mskb-share__label";
    l.textContent = label;
    var input = document.createElement("input");
    input.type = "text";
    input.readOnly = true;
    input.value = value;
    input.className = "mskb-share__value";
    input.setAttribute("data-format", name);
    input.setAttribute("aria-label", label);
    input.addEventListener("focus", function () { input.select(); });
    var btn = document.createElement("button");
    btn.type = "button";
    btn.className = "md-button mskb-share__copy";
    btn.textContent = "复制";
    btn.setAttribute("data-format", name);
    wrap.append(l, input, btn);
    return wrap;
  }

  function openPanel(after, markdown, url) {
    var old = document.querySelector(".mskb-share");
    var same = old && old.previousElementSibling === after;
    if (old) old.remove();
    if (same) return null;
    var panel = document.createElement("div");
    panel.className = "mskb-share";
    panel.setAttribute("role", "group");
    panel.setAttribute("aria-label", "复制链接");
    var status = document.createElement("p");
    status.className = "mskb-share__status";
    status.setAttribute("aria-live", "polite");
    panel.append(row("Markdown", markdown, "markdown"), row("链接", url, "url"), status);
    panel.addEventListener("click", function (ev) {
      var b = ev.target.closest(".mskb-share__copy");
      if (!b) return;
      var fmt = b.getAttribute("data-format");
      var text = fmt === "url" ? url : markdown;
      copyText(text).then(function (ok) {
        status.textContent = ok ? (fmt === "url" ? "已复制链接。" : "已复制 Markdown。")
          : "无法访问剪贴板：请选中上面的文字手动复制。";
      });
    });
    panel.addEventListener("keydown", function (ev) { if (ev.key === "Escape") panel.remove(); });
    after.insertAdjacentElement("afterend", panel);
    return status;
  }

  function button(iconSvg, label, withText) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = "mskb-copy-link" + (withText ? " mskb-copy-link--article" : "");
    b.title = label;
    b.setAttribute("aria-label", label);
    b.innerHTML = iconSvg;
    if (withText) {
      var t = document.createElement("span");
      t.textContent = "复制链接";
      b.appendChild(t);
    }
    return b;
  }

  function init() {
    var data = document.getElementById("mskb-link");
    if (!data || data.getAttribute("data-ready")) return;
    data.setAttribute("data-ready", "1");
    var content = data.closest(".md-typeset") || document;
    var short = baseUrl(data) + data.getAttribute("data-short-link");
    var title = data.getAttribute("data-title") || document.title;
    var iconSvg = data.innerHTML;

    function attach(target, placeAfter, anchor, label, withText) {
      var url = short + (anchor ? "#" + anchor : "");
      var markdown = "[" + mdEscape(label) + "](" + url + ")";
      var b = button(iconSvg, anchor ? "复制本节链接（论坛回答）" : "复制本文链接（论坛回答）", withText);
      b.setAttribute("data-anchor", anchor || "");
      b.addEventListener("click", function (ev) {
        ev.preventDefault();
        ev.stopPropagation();
        var status = openPanel(placeAfter(), markdown, url);
        if (!status) return;
        copyText(markdown).then(function (ok) {
          status.textContent = ok ? "已复制 Markdown，可直接粘贴到论坛回答；也可复制纯链接。"
            : "无法访问剪贴板：请选中上面的文字手动复制。";
        });
      });
      target.appendChild(b);
    }

    var h1 = content.querySelector("h1");
    if (h1) {
      var bar = document.createElement("div");
      bar.className = "mskb-share-bar";
      h1.insertAdjacentElement("afterend", bar);
      attach(bar, function () { return bar; }, "", title, true);
    }
    content.querySelectorAll("h2[id], h3[id]").forEach(function (h) {
      attach(h, function () { return h; }, h.id, title + " · " + headingText(h), false);
    });
  }

  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(init);   // Material's instant navigation, if enabled
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
