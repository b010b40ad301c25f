#!/usr/bin/python3
# @brief The HTML reports in a real browser (headless Chromium): sorting and filtering through the DOM, no console message, no request out, screenshots, HTML5 structure, reproducible bytes.
"""Usage: explorer.py SGPERIOD SOURCE_DIR WORK_DIR

Generates the census explorer of results/census-3-*.csv, a live 1-digit census with --html and the same
census from its CSV files, and a report of a few games with --html --stats, then checks them:
  - every HTML file: doctype, <html lang>, charset, viewport, the Content-Security-Policy, a title,
    balanced tags, unique ids, th scope, SVG with role="img" and a <title>, no URL that leaves the folder
    and no link to a missing file;
  - bytes: the same for -t 1 and -t 2, the same for `census --html` and `report --census` (but the
    command at the foot), no date, no absolute path;
  - in Chromium (--dump-dom after the page script ran, its state given in the URL fragment): row counts,
    the period column's order after sorting both ways, the rows left by the status, digits and text
    filters, each expected figure computed here from the CSV; malformed or unknown parameters in the
    fragment (#q=100%, #status=zzz) ignored, the rest of the view kept; no console message at all (a script
    error, a blocked request or a policy violation would print one) and no script error marker;
  - screenshots of the census index, a class page and a game page at desktop and phone width, written
    to WORK_DIR/screenshots/.
Exits 1 on the first failed check group (every failure of the group printed), including when Chromium
is missing: `make test` installs it.
"""
import csv
import filecmp
import html.parser
import os
import re
import shutil
import struct
import subprocess
import sys

SGPERIOD, SOURCE, WORK = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]), os.path.abspath(sys.argv[3])
failures = []


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL: " + what)


def end_group(name):
    if failures:
        print("%s: %d failure(s)" % (name, len(failures)))
        sys.exit(1)
    print("ok: " + name)


def run(args, **kw):
    r = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=600, **kw)
    if r.returncode != 0:
        print("command failed (%d): %s\n%s" % (r.returncode, " ".join(args), r.stderr))
        sys.exit(1)
    return r


# --- generate -----------------------------------------------------------------------------------------
shutil.rmtree(WORK, ignore_errors=True)
os.makedirs(WORK)
results = os.path.join(SOURCE, "results")
classes_csv = os.path.join(results, "census-3-classes.csv")
codes_csv = os.path.join(results, "census-3-codes.csv")
for threads, out in (("1", "census3"), ("2", "census3-t2")):
    run([SGPERIOD, "report", "--census", classes_csv, "--codes", codes_csv, "-o", os.path.join(WORK, out), "--html",
         "-q", "-t", threads])
run([SGPERIOD, "census", "--digits", "1", "-q", "-o", os.path.join(WORK, "d1-classes.csv"), "--codes",
     os.path.join(WORK, "d1-codes.csv"), "--html", os.path.join(WORK, "d1-live")])
run([SGPERIOD, "report", "--census", "d1-classes.csv", "--codes", "d1-codes.csv", "-o", "d1-csv", "--html", "-q"],
    cwd=WORK)
for threads, out in (("1", "games"), ("2", "games-t2")):
    run([SGPERIOD, "report", "kayles", "S(2,3,7)", "0.16", "grundy", "-o", os.path.join(WORK, out),
         "--html", "--stats", "-q", "-t", threads])

# --- bytes ----------------------------------------------------------------------------------------------


def tree(d):
    return sorted(os.path.relpath(os.path.join(r, f), d) for r, _, fs in os.walk(d) for f in fs)


for a, b in (("census3", "census3-t2"), ("games", "games-t2")):
    ta, tb = tree(os.path.join(WORK, a)), tree(os.path.join(WORK, b))
    check(ta == tb, "%s and %s hold the same files" % (a, b))
    for f in ta:
        check(filecmp.cmp(os.path.join(WORK, a, f), os.path.join(WORK, b, f), shallow=False),
              "%s/%s is the same for -t 1 and -t 2" % (a, f))
footer = re.compile(r"<footer>.*</footer>")
live, from_csv = os.path.join(WORK, "d1-live"), os.path.join(WORK, "d1-csv")
check(tree(live) == tree(from_csv), "census --html and report --census write the same files")
for f in tree(live):
    a = footer.sub("", open(os.path.join(live, f), encoding="utf-8").read())
    b = footer.sub("", open(os.path.join(from_csv, f), encoding="utf-8").read())
    check(a == b, "d1 %s: census --html and report --census differ (beyond the command at the foot)" % f)
date = re.compile(r"\b(19|20)\d\d-[01]\d-[0-3]\d\b|\b\d\d:\d\d:\d\d\b")
for d in ("census3", "games", "d1-live"):
    for f in tree(os.path.join(WORK, d)):
        text = open(os.path.join(WORK, d, f), encoding="utf-8").read()
        check(not date.search(text), "%s/%s holds no date or time" % (d, f))
        check(WORK not in text and SOURCE not in text, "%s/%s holds no absolute path" % (d, f))
end_group("reproducible bytes")

# --- HTML5 structure ------------------------------------------------------------------------------------
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
CSP = "default-src 'none'; style-src 'self' 'unsafe-inline'; script-src 'self'; img-src 'self' data:"


class Structure(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.ids, self.problems, self.seen, self.links = [], set(), [], {}, []
        self.doctype = None
        self.svg_title_pending = []

    def handle_decl(self, decl):
        self.doctype = decl

    def handle_starttag(self, tag, attrs, self_closing=False):
        a = dict(attrs)
        key = "head-title" if tag == "title" and self.stack[-1:] == ["head"] else tag
        self.seen[key] = self.seen.get(key, 0) + 1
        if "id" in a:
            if a["id"] in self.ids:
                self.problems.append("duplicate id " + a["id"])
            self.ids.add(a["id"])
        if tag == "html" and not a.get("lang"):
            self.problems.append("<html> without lang")
        if tag == "meta" and a.get("http-equiv") == "Content-Security-Policy" and a.get("content") == CSP:
            self.seen["csp"] = 1
        if tag == "meta" and a.get("name") == "viewport":
            self.seen["viewport"] = 1
        if tag == "meta" and (a.get("charset") or "").lower() == "utf-8":
            self.seen["charset"] = 1
        if tag == "th" and self.stack and "thead" in self.stack and a.get("scope") != "col":
            self.problems.append("<th> in <thead> without scope=col")
        if tag == "svg":
            if a.get("role") != "img":
                self.problems.append("<svg> without role=img")
            self.svg_title_pending.append(True)
        if tag == "title" and self.stack and self.stack[-1] == "svg" and self.svg_title_pending:
            self.svg_title_pending[-1] = False
        if tag == "img" and "alt" not in a:
            self.problems.append("<img> without alt")
        for k in ("src", "href"):
            if k in a:
                self.links.append(a[k])
        if tag not in VOID and not self_closing:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs, self_closing=True)

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.problems.append("</%s> closes <%s>" % (tag, self.stack[-1] if self.stack else "nothing"))
            return
        self.stack.pop()
        if tag == "svg" and self.svg_title_pending.pop():
            self.problems.append("<svg> without a <title> first")


def structure(path):
    text = open(path, encoding="utf-8").read()
    p = Structure()
    p.feed(text)
    p.close()
    name = os.path.relpath(path, WORK)
    check(text.startswith("<!DOCTYPE html>\n"), name + " starts with <!DOCTYPE html>")
    check(not p.stack, name + " closes every element (open: %s)" % p.stack)
    for problem in p.problems[:5]:
        check(False, name + ": " + problem)
    for need in ("html", "head", "head-title", "body", "main", "h1", "csp", "viewport", "charset"):
        check(p.seen.get(need) == 1, "%s has one %s" % (name, need))
    for link in p.links:
        check(not re.match(r"^([a-z][a-z0-9+.-]*:|//)", link, re.I), "%s: link %s stays in the folder" % (name, link))
        target = link.split("#")[0]
        check(not target or os.path.exists(os.path.join(os.path.dirname(path), target)),
              "%s: link %s names a file that exists" % (name, link))
    return text


for d in ("census3", "games", "d1-live"):
    for f in tree(os.path.join(WORK, d)):
        if f.endswith(".html"):
            structure(os.path.join(WORK, d, f))
for f in ("sgperiod.js", "sgperiod.css"):
    text = open(os.path.join(WORK, "census3", f), encoding="utf-8").read()
    check(not re.search(r"https?:|//[a-z]|@import|url\(|fetch\(|XMLHttpRequest", text.replace("'use strict'", "")
                        .split("*/", 1)[1]), f + " names no URL and fetches nothing")
end_group("HTML5 structure")

# --- in the browser -------------------------------------------------------------------------------------
chromium = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
if not chromium:
    print("FAIL: chromium not found (Debian package chromium; `make test` installs it)")
    sys.exit(1)
profile = os.path.join(WORK, "profile")
SHOTS = os.path.join(WORK, "screenshots")
os.makedirs(SHOTS)


def browser(url, *extra):
    args = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--user-data-dir=" + profile, "--enable-logging=stderr", "--v=0", "--disable-extensions",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--virtual-time-budget=5000"] + list(extra) + [url]
    r = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=120)
    check(r.returncode == 0, "chromium %s exits 0 (%d)" % (url, r.returncode))
    console = [l for l in r.stderr.splitlines() if ":CONSOLE" in l]
    check(not console, "%s: no console message (%s)" % (url, " | ".join(console)[:600]))
    return r.stdout


class Rows(html.parser.HTMLParser):
    """The rows of the first table[data-sortable] of a dumped DOM: (hidden, attributes, cell texts)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.rows, self.root, self.heads = [], {}, {}
        self.in_body = self.in_table = False
        self.cell = None
        self.shown = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "html":
            self.root = a
        if tag == "table" and "data-sortable" in a:
            self.in_table = True
        if self.in_table and tag == "th" and "data-col" in a:
            self.heads[a["data-col"]] = a.get("aria-sort")
        if self.in_table and tag == "tbody":
            self.in_body = True
        if self.in_body and tag == "tr":
            self.rows.append(("hidden" in a, a, []))
        if self.in_body and tag == "td":
            self.cell = ""
        if a.get("id") == "shown":
            self.shown = ""

    def handle_endtag(self, tag):
        if tag == "p" and self.shown is not None and not isinstance(self.shown, tuple):
            self.shown = (self.shown.strip(),)
        if tag == "td" and self.cell is not None:
            self.rows[-1][2].append(self.cell.strip())
            self.cell = None
        if tag == "tbody":
            self.in_body = False
        if tag == "table":
            self.in_table = False

    def handle_data(self, data):
        if self.cell is not None:
            self.cell += data
        if isinstance(self.shown, str):
            self.shown += data


def dom(path, fragment=""):
    p = Rows()
    p.feed(browser("file://" + path + fragment, "--dump-dom"))
    check(p.root.get("data-ready") == "table", "%s%s: the page script ran (data-ready)" % (path, fragment))
    check("data-error" not in p.root, "%s%s: no script error (%s)" % (path, fragment, p.root.get("data-error")))
    return p


# What each view must show, from the CSV itself.
with open(classes_csv, newline="") as fh:
    table = list(csv.DictReader(fh))
n_classes = len(table)
index = os.path.join(WORK, "census3", "index.html")
COL = {"class": 0, "representative": 1, "status": 3, "period": 4}


def visible(p):
    return [cells for hidden, _, cells in p.rows if not hidden]


p = dom(index)
check(len(p.rows) == n_classes, "census index: %d rows, one per class (%d)" % (len(p.rows), n_classes))
check(len(visible(p)) == n_classes, "census index: every row shown without a filter")
check([c[0] for c in visible(p)] == [r["class"] for r in table], "census index: rows in class order at first")

periods = sorted(int(r["period"]) for r in table if r["period"])
empty = sum(1 for r in table if not r["period"])
for direction, expect in (("", periods), ("&dir=desc", periods[::-1])):
    p = dom(index, "#sort=period" + direction)
    cells = [c[COL["period"]] for c in visible(p)]
    numbers = [int(x) for x in cells if x]
    check(len(cells) == n_classes, "sort=period%s keeps every row" % direction)
    check(numbers == expect, "sort=period%s: the periods in %s order" % (direction, "descending" if direction else "ascending"))
    check(cells[len(numbers):] == [""] * empty and len(numbers) == len(periods),
          "sort=period%s: the %d classes without a period last" % (direction, empty))
    check(p.heads.get("period") == ("descending" if direction else "ascending"),
          "sort=period%s: aria-sort on the period column (%s)" % (direction, p.heads.get("period")))

for fragment, keep in (
        ("#status=proven", lambda r: r["status"] == "proven"),
        ("#status=open", lambda r: r["status"] == "open"),
        ("#status=open&digits=2", lambda r: r["status"] == "open" and len(r["representative"].split(".")[1]) == 2),
        ("#digits=1", lambda r: len(r["representative"].split(".")[1]) == 1),
        ("#q=0.16", lambda r: "0.16" in r["representative"] + " " + r["members"]),
        ("#status=proven&sort=period&dir=desc&q=4.0", lambda r: r["status"] == "proven" and "4.0" in r["representative"] + " " + r["members"])):
    expect = [r["class"] for r in table if keep(r)]
    p = dom(index, fragment)
    shown = [c[0] for c in visible(p)]
    check(len(p.rows) == n_classes, fragment + ": every row still in the table")
    check(sorted(shown, key=int) == expect, "%s: the %d expected classes shown (got %d)" % (fragment, len(expect), len(shown)))
    check(0 < len(expect) < n_classes, fragment + ": a filter that leaves some rows and hides others")
# A fragment typed by hand with a stray % (decodeURIComponent throws URIError) or a
# value no filter offers must be dropped, the rest of the view kept: the page as without that parameter.
by_period_desc = [r["class"] for r in sorted((r for r in table if r["period"]), key=lambda r: -int(r["period"]))]
all_rows = [r["class"] for r in table]
proven = [r["class"] for r in table if r["status"] == "proven"]
for fragment, expect, in_order in (
        ("#q=100%", all_rows, True),
        ("#q=%ZZ", all_rows, True),
        ("#status=zzz", all_rows, True),
        ("#digits=9", all_rows, True),
        ("#sort=nosuch&dir=sideways", all_rows, True),
        ("#%ZZ=1&q", all_rows, True),
        ("#q=%ZZ&status=proven", proven, True),
        ("#status=zzz&q=100%&sort=period&dir=desc", by_period_desc, False)):
    p = dom(index, fragment)
    shown = [c[0] for c in visible(p)]
    check(len(p.rows) == n_classes, fragment + ": every row still in the table")
    if in_order:
        check(shown == expect, "%s: the %d classes %s in class order (got %d)" % (fragment, len(expect),
              "of the valid parameters" if expect != all_rows else "all", len(shown)))
    else:
        check(shown[:len(expect)] == expect and len(shown) == n_classes,
              "%s: every class, periods descending (the bad parameters dropped)" % fragment)
    check(p.shown == ("%d of %d rows shown" % (len(expect) if in_order else n_classes, n_classes),),
          "%s: the row count is shown (%s)" % (fragment, p.shown))
    if fragment.startswith("#sort=nosuch"):
        check(all(v == "none" for v in p.heads.values()), fragment + ": no column marked sorted")
p = dom(index, "#status=proven&sort=period&dir=desc")
shown = [int(c[COL["period"]] or -1) for c in visible(p)]
check(shown == sorted((int(r["period"]) for r in table if r["status"] == "proven"), reverse=True),
      "status=proven&sort=period&dir=desc: only proven rows, periods descending")
longest = max((r for r in table if r["status"] == "proven"), key=lambda r: int(r["period"]))
check(visible(p)[0][COL["representative"]] == longest["representative"],
      "the longest proven period first: %s's (%s)" % (longest["representative"], longest["period"]))

game_index = os.path.join(WORK, "games", "index.html")
p = dom(game_index, "#sort=period&dir=desc")
check([c[0] for c in visible(p)] == ["0.16", "kayles", "S(2,3,7)", "grundy"],
      "report index sorted by period descending: 0.16, Kayles, S(2,3,7), then open grundy last (got %s)"
      % [c[0] for c in visible(p)])
p = dom(game_index, "#status=zzz&q=%ZZ")
check([c[0] for c in visible(p)] == ["kayles", "S(2,3,7)", "0.16", "grundy"],
      "report index with an unknown status and a malformed search: every game shown (got %s)" % [c[0] for c in visible(p)])
for page in ("census3/0.16.html", "games/0.77.html", "games/S_2_3_7_.html"):
    text = browser("file://" + os.path.join(WORK, page), "--dump-dom")
    check('data-ready="page"' in text and "data-error" not in text, page + ": script ran without error")
end_group("browser: rows, sorting, filtering, console")


def png_size(path):
    with open(path, "rb") as fh:
        head = fh.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    return struct.unpack(">II", head[16:24])


for name, page, size in (("census-index", "census3/index.html", "1280,900"),
                         ("census-index-phone", "census3/index.html", "390,844"),
                         ("census-class-0.16", "census3/0.16.html", "1280,900"),
                         ("census-index-proven-by-period", "census3/index.html#status=proven&sort=period&dir=desc", "1280,900"),
                         ("game-kayles", "games/0.77.html", "1280,900"),
                         ("game-kayles-phone", "games/0.77.html", "390,844")):
    shot = os.path.join(SHOTS, name + ".png")
    browser("file://" + os.path.join(WORK, page), "--screenshot=" + shot, "--window-size=" + size)
    w, h = (int(x) for x in size.split(","))
    check(os.path.exists(shot) and png_size(shot) == (w, h), "screenshot %s is a %dx%d PNG" % (shot, w, h))
end_group("screenshots in " + SHOTS)
print("all browser checks passed")
