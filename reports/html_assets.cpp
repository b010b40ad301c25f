/// @brief The style sheet and the script of the HTML reports, kept as raw strings so that the binary writes them itself.
#include "reports/html.hpp"

namespace sgp {

// Plain CSS: readable at phone width (tables scroll sideways inside their box, figures shrink with
// their viewBox), and printed without the controls, the sticky header or the navigation.
const std::string& html_css() {
  static const std::string css = R"CSS(/* sgperiod reports: one style sheet for every page. */
html { color-scheme: light; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1b1b; background: #fff; }
nav, main, footer { max-width: 74rem; margin: 0 auto; padding: 0 1rem; }
nav { padding-top: .75rem; }
h1 { font-size: 1.6rem; margin: .75rem 0 .5rem; }
h2 { font-size: 1.25rem; margin: 1.5rem 0 .5rem; border-bottom: 1px solid #ddd; }
a { color: #0b57a4; }
code, pre { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: .92em; }
pre { background: #f6f8fa; padding: .5rem .75rem; overflow-x: auto; }
table { border-collapse: collapse; margin: .5rem 0 1rem; }
caption { text-align: left; font-weight: 600; padding: .25rem 0; }
th, td { padding: .2rem .55rem; border-bottom: 1px solid #e2e2e2; text-align: left; vertical-align: top; }
.num { text-align: right; font-variant-numeric: tabular-nums; }
thead th { background: #eef2f7; position: sticky; top: 0; white-space: nowrap; }
th button { font: inherit; font-weight: 700; color: inherit; background: none; border: 0; padding: 0; cursor: pointer; }
th[aria-sort="ascending"] button::after { content: " \25B2"; }
th[aria-sort="descending"] button::after { content: " \25BC"; }
table.summary th { background: none; white-space: nowrap; }
tbody tr:hover { background: #f7f9fc; }
.scroll { overflow-x: auto; max-width: 100%; }
.proven { color: #1d6b2f; font-weight: 600; }
.observed { color: #3745a0; font-weight: 600; }
.open { color: #8a4b00; font-weight: 600; }
.counts { margin: .25rem 0; }
form.filters { display: flex; flex-wrap: wrap; gap: .5rem 1.25rem; align-items: flex-end; margin: .75rem 0; }
form.filters label { display: flex; flex-direction: column; font-size: .9rem; }
form.filters select, form.filters input { font: inherit; padding: .15rem .3rem; }
#shown { margin: 0; font-size: .9rem; }
figure { margin: 1rem 0; }
figure svg { max-width: 100%; height: auto; display: block; }
figcaption { font-size: .9rem; color: #444; }
footer { color: #555; font-size: .85rem; margin-top: 2rem; padding-bottom: 1rem; border-top: 1px solid #ddd; }
.members { max-width: 60rem; }
@media (max-width: 40rem) {
  body { font-size: 15px; }
  h1 { font-size: 1.3rem; }
  th, td { padding: .15rem .35rem; }
  form.filters { gap: .4rem .8rem; }
}
@media print {
  nav, form.filters, #shown { display: none !important; }
  body { font-size: 11pt; }
  thead th { position: static; background: none; }
  a { color: inherit; text-decoration: none; }
  figure, table.summary { break-inside: avoid; }
  h1, h2, h3 { break-after: avoid; }  /* a heading stays with what it introduces */
  .scroll { overflow: visible; }
  pre { white-space: pre-wrap; }
}
)CSS";
  return css;
}

namespace {

// The explorer's script in the order it runs, one part a constant; html_js() joins them.
// The frame: the error hook, and the view parameters read from the URL fragment.
constexpr const char kJsHash[] = R"JS(/* sgperiod reports: sort and filter the index table; the table is complete without this script. */
(function () {
  'use strict';
  var root = document.documentElement;
  window.addEventListener('error', function (e) {
    root.setAttribute('data-error', String(e.message || 'error'));
  });
  var KEYS = ['sort', 'dir', 'status', 'digits', 'q'];

  // A fragment is typed or pasted by hand: a parameter that is malformed (a stray %) or names nothing on
  // this page is dropped, so the page shows what it shows without it instead of stopping or going empty.
  function decode(t) {
    try { return decodeURIComponent(t.replace(/\+/g, ' ')); } catch (e) { return null; }
  }

  function parseHash(known) {
    var s = { sort: '', dir: 'asc', status: '', digits: '', q: '' };
    location.hash.replace(/^#/, '').split('&').forEach(function (kv) {
      if (!kv) return;
      var i = kv.indexOf('=');
      var k = decode(i < 0 ? kv : kv.slice(0, i));
      var v = i < 0 ? '' : decode(kv.slice(i + 1));
      if (k !== null && v !== null && KEYS.indexOf(k) >= 0 && known(k, v)) s[k] = v;
    });
    if (s.dir !== 'desc') s.dir = 'asc';
    return s;
  }

)JS";

// The table found, the parameters it knows of, and how the fragment and the cells are read.
constexpr const char kJsTable[] = R"JS(  function setup() {
    var table = document.querySelector('table[data-sortable]');
    if (!table) { root.setAttribute('data-ready', 'page'); return; }
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    var heads = Array.prototype.slice.call(table.tHead.rows[0].cells);
    var place = new Map();
    rows.forEach(function (r, k) { place.set(r, k); });
    var form = document.getElementById('filters');
    var shown = document.getElementById('shown');

    // A status or digits value is known when the page's filter offers it (or, on a page without that
    // filter, when a row carries it); a sort key when a column has it. Anything else would show no row.
    function known(k, v) {
      if (k === 'sort') return column(v) >= 0;
      if (k !== 'status' && k !== 'digits') return true;
      var el = form && form.elements.namedItem(k);
      if (el && el.options) {
        for (var j = 0; j < el.options.length; j++) if (el.options[j].value === v) return true;
        return false;
      }
      return rows.some(function (r) { return r.getAttribute('data-' + k) === v; });
    }
    var state = parseHash(known);

    function writeHash() {
      var parts = [];
      KEYS.forEach(function (k) {
        if (state[k] && !(k === 'dir' && state.dir === 'asc')) parts.push(k + '=' + encodeURIComponent(state[k]));
      });
      var url = parts.length ? '#' + parts.join('&') : location.pathname + location.search;
      try { history.replaceState(null, '', url); } catch (e) { /* some browsers refuse it for file: URLs */ }
    }

    function column(name) {
      for (var i = 0; i < heads.length; i++) if (heads[i].getAttribute('data-col') === name) return i;
      return -1;
    }

    function cell(row, i, numeric) {
      var c = row.cells[i];
      var t = c.hasAttribute('data-v') ? c.getAttribute('data-v') : c.textContent.trim();
      if (!numeric) return t;
      return t === '' ? null : Number(t);
    }

)JS";

// Sorting, filtering and the row count: one pass that puts the rows in order and hides the others.
constexpr const char kJsApply[] = R"JS(    function apply() {
      var i = column(state.sort);
      var order = rows.slice();
      if (i >= 0) {
        var numeric = heads[i].classList.contains('num'), sign = state.dir === 'desc' ? -1 : 1;
        order.sort(function (a, b) {
          var x = cell(a, i, numeric), y = cell(b, i, numeric), c;
          if (x === null || y === null) c = x === y ? 0 : (x === null ? 1 : -1);  // empty cells last both ways
          else c = sign * (x < y ? -1 : x > y ? 1 : 0);
          return c || place.get(a) - place.get(b);
        });
      }
      heads.forEach(function (h, k) {
        if (h.hasAttribute('data-col'))
          h.setAttribute('aria-sort', k === i ? (state.dir === 'desc' ? 'descending' : 'ascending') : 'none');
      });
      var q = state.q.toLowerCase(), count = 0;
      order.forEach(function (r) {
        var text = (r.getAttribute('data-text') || r.textContent).toLowerCase();
        var ok = (!state.status || r.getAttribute('data-status') === state.status) &&
                 (!state.digits || r.getAttribute('data-digits') === state.digits) &&
                 (!q || text.indexOf(q) >= 0);
        r.hidden = !ok;
        if (ok) count++;
        body.appendChild(r);
      });
      if (shown) shown.textContent = count + ' of ' + rows.length + ' rows shown';
      if (form) {
        ['status', 'digits', 'q'].forEach(function (k) {
          var el = form.elements.namedItem(k);
          if (el && el.value !== state[k]) el.value = state[k];
        });
      }
    }

)JS";

// The sort buttons, the filter form and the start once the page is loaded.
constexpr const char kJsControls[] = R"JS(    heads.forEach(function (h) {
      var col = h.getAttribute('data-col');
      if (!col) return;
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = h.textContent;
      b.title = 'Sort by ' + h.textContent;
      h.textContent = '';
      h.appendChild(b);
      b.addEventListener('click', function () {
        state.dir = state.sort === col && state.dir === 'asc' ? 'desc' : 'asc';
        state.sort = col;
        writeHash();
        apply();
      });
    });
    if (form) {
      form.hidden = false;
      form.addEventListener('submit', function (e) { e.preventDefault(); });
      form.addEventListener('input', function () {
        ['status', 'digits', 'q'].forEach(function (k) {
          var el = form.elements.namedItem(k);
          if (el) state[k] = el.value;
        });
        writeHash();
        apply();
      });
    }
    window.addEventListener('hashchange', function () { state = parseHash(known); apply(); });
    apply();
    root.setAttribute('data-ready', 'table');
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', setup);
  else setup();
})();
)JS";

}  // namespace

// The script only sorts and filters the table that is already in the page. Its state lives in the URL
// fragment (#sort=period&dir=desc&status=proven&digits=2&q=0.1), so that a view can be bookmarked and
// the browser test can open one. A script error is written on <html data-error>; data-ready says it ran.
const std::string& html_js() {
  static const std::string js = std::string(kJsHash) + kJsTable + kJsApply + kJsControls;
  return js;
}

}  // namespace sgp
